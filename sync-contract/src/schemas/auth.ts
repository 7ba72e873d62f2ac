import Type from 'typebox';
import { PlainText } from './common';

export const LoginBody = Type.Object(
  {
    email: PlainText({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    /** The `deviceToken` of an earlier sign-in on this device: the device then has login attempts of its own. */
    deviceToken: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
  },
  { additionalProperties: false },
);
export type LoginBody = Type.Static<typeof LoginBody>;

/**
 * `token` opens the admin routes for 12 hours. `deviceToken` opens nothing: the device keeps it and sends it with
 * its next logins, so a stranger's wrong passwords for this account cannot lock this device out (decision 006).
 */
export const LoginResponse = Type.Object({ token: Type.String(), deviceToken: Type.String() });
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
/** The role a device token carries: not the admin one, so it can never stand in for a session. */
export const DEVICE_ROLE = 'device';
export const DEVICE_TOKEN_LIFETIME_SECONDS = 180 * 24 * 60 * 60;
