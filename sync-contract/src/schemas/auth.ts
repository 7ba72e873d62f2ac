import Type from 'typebox';

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type LoginBody = Type.Static<typeof LoginBody>;

export const LoginResponse = Type.Object({ token: Type.String() });
export type LoginResponse = Type.Static<typeof LoginResponse>;

/** What the admin token carries. `exp` is in seconds, as JWT has it. */
export interface AdminTokenClaims {
  sub: string;
  role: 'admin';
  iat: number;
  exp: number;
}

export const ADMIN_ROLE = 'admin';
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
