import { describe, expect, it } from 'vitest';
import { PRINT_MAX_BYTES, parseConfig } from './config.js';
import { checkContentType, checkLength, checkPdf } from './print-request.js';

describe('print request checks', () => {
  it('accepts only application/pdf', () => {
    expect(checkContentType('application/pdf')).toBeNull();
    expect(checkContentType('Application/PDF; charset=binary')).toBeNull();
    for (const type of [undefined, '', 'application/json', 'application/octet-stream', 'text/plain', 'application/pdfx'])
      expect(checkContentType(type)?.status).toBe(415);
  });

  it('refuses more than 2 MB', () => {
    expect(checkLength(PRINT_MAX_BYTES, PRINT_MAX_BYTES)).toBeNull();
    expect(checkLength(PRINT_MAX_BYTES + 1, PRINT_MAX_BYTES)).toMatchObject({ status: 413, code: 'TOO_LARGE' });
  });

  it('knows a PDF by its magic bytes, not by its name or type', () => {
    expect(checkPdf(Buffer.from('%PDF-1.7\n...'))).toBeNull();
    for (const body of ['', '%PDF', 'PK\u0003\u0004', '<html>%PDF-1.7'])
      expect(checkPdf(Buffer.from(body))).toMatchObject({ status: 400, code: 'NOT_A_PDF' });
  });
});

describe('print helper configuration', () => {
  it('defaults to 127.0.0.1:9100, the spool folder next to the data dir and the apps’ local origins', () => {
    const c = parseConfig({}, '/srv/app');
    expect(c).toMatchObject({ host: '127.0.0.1', port: 9100, command: null, spoolDir: '/srv/app/print-spool', maxBytes: 2 * 1024 * 1024 });
    expect(c.allowedOrigins).toContain('http://localhost:5173');
    expect(parseConfig({ DATA_DIR: '/var/lib/tc/.data' }, '/srv/app').spoolDir).toBe('/var/lib/tc/print-spool');
  });

  it('reads the command, the spool dir and the origins, and refuses what is not an origin', () => {
    const c = parseConfig(
      {
        PRINT_COMMAND: ' lp -d TAGS ',
        PRINT_SPOOL_DIR: 'spool',
        PRINT_ALLOWED_ORIGINS: 'https://app.example.com/, http://kiosk:8080',
        PRINT_HELPER_PORT: '9200',
      },
      '/srv',
    );
    expect(c).toMatchObject({
      command: 'lp -d TAGS',
      spoolDir: '/srv/spool',
      port: 9200,
      allowedOrigins: ['https://app.example.com', 'http://kiosk:8080'],
    });
    expect(() => parseConfig({ PRINT_ALLOWED_ORIGINS: 'https://app.example.com/path' })).toThrow(/PRINT_ALLOWED_ORIGINS/);
    expect(() => parseConfig({ PRINT_HELPER_PORT: 'abc' })).toThrow(/PRINT_HELPER_PORT/);
  });
});
