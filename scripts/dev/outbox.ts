/**
 * `npm run outbox [count]`: prints the latest messages the development outbox
 * received (one-time codes sent while no SMTP or SMS provider is configured).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const file = join(resolve(process.env.DATA_DIR || 'data'), 'outbox.jsonl');
const count = Math.max(1, Number(process.argv[2]) || 10);

if (!existsSync(file)) {
  console.log(`No messages yet (${file} does not exist). Ask for an OTP in the app first.`);
  process.exit(0);
}

interface Entry {
  to: string;
  channel: string;
  code: string | null;
  text: string;
  at: string;
}

const entries = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Entry)
  .slice(-count);

for (const entry of entries) {
  console.log(`${entry.at}  ${entry.channel.padEnd(5)}  to ${entry.to}  code ${entry.code ?? '-'}\n    ${entry.text}`);
}
