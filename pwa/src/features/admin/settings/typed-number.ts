/** What a number field of the settings holds as typed, made into what the document holds (decision 009). */

/** Digits of any script as ASCII: a Bangla keyboard types `৩১০০`, and the document's numbers are ASCII (decision 009). */
export function asciiDigits(value: string): string {
  return value.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    // A script's digits run 0 to 9 in order: the digit is its distance from the first of its run.
    for (let zero = code; zero > code - 10; zero -= 1) {
      if (!/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) return String(code - zero);
    }
    return digit;
  });
}

/** A number as typed: its digits in ASCII, no spaces around. */
export function typedNumber(value: string): string {
  return asciiDigits(value).trim();
}

/** A phone or WhatsApp number as typed or pasted: ASCII digits, without the spaces, dashes, brackets and dots. */
export function typedPhone(value: string): string {
  return asciiDigits(value).replace(/[\s\p{Pd}\u2212().]/gu, '');
}
