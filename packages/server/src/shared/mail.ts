import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface OutgoingMessage {
  channel: 'mail' | 'sms';
  /** E-mail address, or mobile number for SMS. */
  to: string;
  subject: string;
  text: string;
}

export interface MailOptions {
  /** SMTP connection URL (`smtp://user:pass@host:587`, `smtps://…`); unset: outbox only. */
  smtpUrl?: string;
  /** Sender address of SMTP mail. */
  from?: string;
  /** Where an outbox-only message is announced (npm start prints it; default: nowhere). */
  log?: (line: string) => void;
}

/**
 * Delivers mail and SMS. Every message is written to the `mail_outbox` table first; with an SMTP
 * URL mail is then sent through nodemailer (and the row marked sent, or its error kept). Without
 * one, and for SMS (no gateway here), the outbox row and a log line are the delivery: `npm start`
 * prints it, tests read the table.
 */
export interface Mailer {
  readonly smtp: boolean;
  deliver(db: Database, message: OutgoingMessage): Promise<void>;
}

export function createMailer(options: MailOptions = {}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const from = options.from ?? 'Portico <no-reply@portico.localhost>';
  return {
    smtp: transport !== null,
    async deliver(db, message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject,
          body: message.text,
        })
        .returning({ id: mailOutbox.id });
      if (!transport || message.channel !== 'mail') {
        options.log?.(
          `[outbox] ${message.channel} to ${message.to}: ${message.subject} — ${message.text}`,
        );
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, row!.id));
        throw error;
      }
    },
  };
}
