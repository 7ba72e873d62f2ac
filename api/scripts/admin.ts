/**
 * Manager account tool. `npm run admin -- set-password <email>` sets (or creates) that admin's password: typed at a
 * prompt that does not echo, or read from stdin when it is not a terminal (`echo "$PW" | npm run admin -- ...`).
 * Works on the same database the server uses (DATABASE_URL, else the PGlite under DATA_DIR; stop the server first
 * when it uses PGlite, which one process at a time may open).
 */
import { ConfigError, databaseOptionsFromEnv } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { hashPassword } from '../src/lib/password';
import { adminsRepository } from '../src/repositories/admins';

const MIN_LENGTH = 8;
const USAGE = 'Usage: npm run admin -- set-password <email>';

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

async function setPassword(emailArg: string | undefined): Promise<void> {
  const email = emailArg?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) fail(`Give the admin's e-mail address.\n${USAGE}`);
  const password = await readPassword();
  if (password.length < MIN_LENGTH)
    fail(`The password must be at least ${MIN_LENGTH} characters; nothing was changed.`);

  let options: ReturnType<typeof databaseOptionsFromEnv>;
  try {
    options = databaseOptionsFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
  const database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrate(database.sql);
    await adminsRepository(database.sql).setPassword(email, await hashPassword(password));
  } finally {
    await database.close();
  }
  process.stdout.write(
    `Password set for ${email} (${database.driver === 'pglite' ? options.dataDir : 'PostgreSQL'}).\n`,
  );
}

const [command, ...args] = process.argv.slice(2);
if (command === 'set-password') {
  setPassword(args[0]).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
} else {
  fail(USAGE);
}
