import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from './smtp-transport';

/** A tiny mail server on 127.0.0.1 that keeps every message it accepts (or refuses one recipient). */
describe('SMTP transport', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  let server: SMTPServer;
  let url: string;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address === 'refused@example.com') callback(new Error('550 mailbox unavailable'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the text and HTML parts to the server', async () => {
    const transport = createSmtpTransport({ url, from: 'Shop <hello@shop.test>' });
    await transport.send({
      id: 7,
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open the link',
      html: '<p>Open the link</p>',
    });
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'hello@shop.test', to: ['ada@example.com'] });
    expect(received[0]?.raw).toContain('Subject: Reset your password');
    expect(received[0]?.raw).toContain('Open the link');
    expect(received[0]?.raw).toContain('text/html');
    expect(received[0]?.raw).toContain('<outbox-7@vitrine.localhost>');
  });

  it('rejects when the server refuses, so the outbox retries', async () => {
    const transport = createSmtpTransport({ url });
    await expect(
      transport.send({ id: 8, to: 'refused@example.com', subject: 'x', text: 'x', html: 'x' }),
    ).rejects.toThrow(/550/);
    transport.close();
  });
});
