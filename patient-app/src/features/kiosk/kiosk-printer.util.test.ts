import { describe, expect, it } from 'vitest';
import { kioskPrinterUrl } from './kiosk-printer.util';

describe('the kiosk’s print helper', () => {
  it('takes a loopback helper from the link, as its origin', () => {
    expect(kioskPrinterUrl('http://127.0.0.1:9200/print', 'http://127.0.0.1:9100')).toBe('http://127.0.0.1:9200');
    expect(kioskPrinterUrl('http://localhost:9300', 'http://127.0.0.1:9100')).toBe('http://localhost:9300');
  });

  it('refuses any other host or scheme, and keeps the configured helper', () => {
    expect(kioskPrinterUrl('http://evil.example.com:9100', 'http://127.0.0.1:9100')).toBe('http://127.0.0.1:9100');
    expect(kioskPrinterUrl('file:///etc/passwd', 'http://127.0.0.1:9100')).toBe('http://127.0.0.1:9100');
    expect(kioskPrinterUrl('not a url', 'http://127.0.0.1:9100')).toBe('http://127.0.0.1:9100');
    expect(kioskPrinterUrl(null, 'http://127.0.0.1:9100')).toBe('http://127.0.0.1:9100');
  });
});
