/** Shows a Bangladeshi number the way people write it: `+880 1700-000000`. */
export function displayPhone(phone: string): string {
  const match = /^\+880(\d{4})(\d{6})$/.exec(phone);
  return match ? `+880 ${match[1]}-${match[2]}` : phone;
}
