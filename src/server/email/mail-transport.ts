// How mail leaves the server: through the SMTP server of SMTP_URL, or, without one, as .eml files in DATA_DIR/outbox
// (a development machine, or an office that collects them another way). A failure throws with the reason the outbox
// keeps; a .eml file is deleted after EML_KEEP_DAYS, as the signed PDF stays in the database anyway.
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface OutgoingMail {
  /** Names the .eml file, and the Message-ID: the same message keeps its name on a retry. */
  id: string;
  from: string;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

export interface MailTransport {
  /** Where mail goes, for the start-up log. */
  describe: string;
  send(mail: OutgoingMail): Promise<void>;
}

function nodemailerMessage(mail: OutgoingMail) {
  const domain = mail.from.split('@').pop()?.replace(/>$/, '') ?? 'localhost';
  return {
    from: mail.from,
    to: mail.to,
    ...(mail.cc ? { cc: mail.cc } : {}),
    subject: mail.subject,
    text: mail.text,
    messageId: `<${mail.id}@${domain}>`,
    attachments: mail.attachments.map(({ filename, content, contentType }) => ({
      filename,
      content: Buffer.from(content),
      contentType,
    })),
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const safe = new URL(url);
  safe.password = safe.password ? '***' : '';
  return {
    describe: `SMTP ${safe.toString()}`,
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
    },
  };
}

/** How long a .eml file stays in DATA_DIR/outbox (docs/deploy.md). */
export const EML_KEEP_DAYS = 30;

/** Deletes the .eml files written more than EML_KEEP_DAYS before `now`. */
export async function forgetOldMessages(directory: string, now: Date): Promise<number> {
  const cutoff = now.getTime() - EML_KEEP_DAYS * 24 * 60 * 60 * 1000;
  let forgotten = 0;
  for (const name of await readdir(directory)) {
    if (!name.endsWith('.eml')) continue;
    const file = join(directory, name);
    if ((await stat(file)).mtimeMs < cutoff) {
      await unlink(file);
      forgotten += 1;
    }
  }
  return forgotten;
}

export function emlFileTransport(dataDir: string): MailTransport {
  const directory = join(dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${directory} (no SMTP_URL)`,
    async send(mail) {
      const info = await builder.sendMail(nodemailerMessage(mail));
      await mkdir(directory, { recursive: true, mode: 0o700 });
      // The message holds the customer's address and the signed PDF: its owner's alone.
      await writeFile(join(directory, `${mail.id}.eml`), info.message as Buffer, { mode: 0o600 });
      await forgetOldMessages(directory, new Date());
    },
  };
}
