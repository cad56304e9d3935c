// How mail leaves the server: through the SMTP server of SMTP_URL, or, without
// one, as .eml files in DATA_DIR/outbox (a development machine, or an office
// that collects them another way; the start-up log says which). One message
// per call; a failure throws with the reason the outbox keeps.
import { mkdir, writeFile } from 'node:fs/promises';
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

export function emlFileTransport(dataDir: string): MailTransport {
  const directory = join(dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${directory} (no SMTP_URL)`,
    async send(mail) {
      const info = await builder.sendMail(nodemailerMessage(mail));
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, `${mail.id}.eml`), info.message as Buffer);
    },
  };
}
