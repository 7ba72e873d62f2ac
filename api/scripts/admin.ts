/**
 * Manager account tool; the accounts are exactly the rows it lists. Commands:
 *   list                    every account that can sign in
 *   add <email>             a new account (refused when it exists)
 *   set-password <email>    a new password for an existing account (refused for an unknown e-mail, so a typo cannot
 *                           make a second account); ends that account's sessions on every device
 *   remove <email>          an account and its sessions (refused for the last one)
 * Passwords are typed at a prompt that does not echo, or read from stdin when it is not a terminal
 * (`echo "$PW" | npm run admin -- ...`). Works on the same database the server uses (DATABASE_URL, else the PGlite under
 * DATA_DIR, which one process at a time may open: while the server runs the command refuses, saying so).
 */
import { ConfigError, databaseOptionsFromEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { hashPassword } from '../src/lib/accounts/password';
import { type AdminsRepository, adminsRepository } from '../src/repositories/admins';

const MIN_LENGTH = 8;
const USAGE = [
  'Usage: npm run admin -- <command>',
  '  list                    the manager accounts',
  '  add <email>             make a new manager account',
  "  set-password <email>    change an account's password (ends its sessions)",
  '  remove <email>          remove an account (ends its sessions)',
].join('\n');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads a line from the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdin();
  const first = await promptHidden('New password: ');
  const second = await promptHidden('Repeat it: ');
  if (first !== second) fail('The two passwords differ; nothing was changed.');
  return first;
}

function emailArgument(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) fail(`Give the admin's e-mail address.\n${USAGE}`);
  return email;
}

async function newPassword(): Promise<string> {
  const password = await readPassword();
  if (password.length < MIN_LENGTH)
    fail(`The password must be at least ${MIN_LENGTH} characters; nothing was changed.`);
  return password;
}

interface Outcome {
  ok: boolean;
  message: string;
}

/** Runs `work` on the server's database, migrated, and closes it before anything is printed. */
async function withAdmins(work: (admins: AdminsRepository, where: string) => Promise<Outcome>): Promise<Outcome> {
  let options: ReturnType<typeof databaseOptionsFromEnv>;
  try {
    options = databaseOptionsFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) return { ok: false, message: `Configuration error: ${error.message}` };
    throw error;
  }
  const database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrate(database.sql);
    return await work(adminsRepository(database.sql), database.driver === 'pglite' ? options.dataDir : 'PostgreSQL');
  } finally {
    await database.close();
  }
}

async function emails(admins: AdminsRepository): Promise<string> {
  const all = (await admins.list()).map((account) => account.email);
  return all.length === 0 ? 'There are no manager accounts.' : `Manager accounts: ${all.join(', ')}.`;
}

const commands: Record<string, (args: string[]) => Promise<Outcome>> = {
  list: () =>
    withAdmins(async (admins, where) => {
      const accounts = await admins.list();
      if (accounts.length === 0) {
        const message = `No manager accounts yet (${where}). The server makes one on its first start, or: npm run admin -- add <email>`;
        return { ok: true, message };
      }
      return { ok: true, message: accounts.map((account) => account.email).join('\n') };
    }),

  async add([raw]) {
    const email = emailArgument(raw);
    const hash = await hashPassword(await newPassword());
    return withAdmins(async (admins, where) => {
      if (!(await admins.create(email, hash))) {
        const message = `${email} already has an account; nothing was changed. Change its password with: npm run admin -- set-password ${email}`;
        return { ok: false, message };
      }
      return { ok: true, message: `Created the manager account ${email} (${where}). ${await emails(admins)}` };
    });
  },

  async 'set-password'([raw]) {
    const email = emailArgument(raw);
    const hash = await hashPassword(await newPassword());
    return withAdmins(async (admins, where) => {
      if (!(await admins.changePassword(email, hash))) {
        const message = `No manager account is ${email}; nothing was changed. ${await emails(admins)} To make a new one: npm run admin -- add ${email}`;
        return { ok: false, message };
      }
      return {
        ok: true,
        message: `Password set for ${email} (${where}); every device signed in to it must sign in again.`,
      };
    });
  },

  async remove([raw]) {
    const email = emailArgument(raw);
    return withAdmins(async (admins, where) => {
      const outcome = await admins.remove(email);
      if (outcome === 'not-found') {
        return { ok: false, message: `No manager account is ${email}; nothing was changed. ${await emails(admins)}` };
      }
      if (outcome === 'last-account') {
        const message = `${email} is the only manager account; nothing was changed. Add another first: npm run admin -- add <email>`;
        return { ok: false, message };
      }
      // Else "I removed it and it came back" at the next start.
      const again =
        process.env.ADMIN_EMAIL?.trim().toLowerCase() === email
          ? ' ADMIN_EMAIL names it, so the server makes it again at its next start: change ADMIN_EMAIL too.'
          : '';
      const message = `Removed the manager account ${email} (${where}); its sessions have ended. ${await emails(admins)}`;
      return { ok: true, message: `${message}${again}` };
    });
  },
};

const [command = '', ...args] = process.argv.slice(2);
const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
if (run === undefined) fail(USAGE);
run(args).then(
  ({ ok, message }) => {
    if (!ok) fail(message);
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
