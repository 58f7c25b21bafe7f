import { describe, expect, it } from 'vitest';
import { detectCarrier, parseS10, s10CheckDigit } from './carrier-detection';

describe('UPU S10 check digit', () => {
  it('matches the standard’s worked example AA473124829GB', () => {
    // 4·8 + 7·6 + 3·4 + 1·2 + 2·3 + 4·5 + 8·9 + 2·7 = 200; 200 mod 11 = 2; 11 − 2 = 9.
    expect(s10CheckDigit('47312482')).toBe(9);
    expect(parseS10('AA473124829GB')).toEqual({ service: 'AA', serial: '47312482', country: 'GB' });
  });

  it('maps 11 to 5 and 10 to 0', () => {
    // Sum 0: 11 − 0 = 11, written 5.
    expect(s10CheckDigit('00000000')).toBe(5);
    // 9·5 = 45 = 4·11 + 1: 11 − 1 = 10, written 0.
    expect(s10CheckDigit('00000900')).toBe(0);
    // 6·9 = 54 = 4·11 + 10: 11 − 10 = 1.
    expect(s10CheckDigit('00000060')).toBe(1);
    // 1·8 + 2·6 + 3·4 + 4·2 + 5·3 + 6·5 + 7·9 + 8·7 = 204 = 18·11 + 6: 11 − 6 = 5.
    expect(s10CheckDigit('12345678')).toBe(5);
  });

  it('refuses a wrong check digit or shape', () => {
    expect(parseS10('AA473124828GB')).toBeUndefined();
    expect(parseS10('XX123456789GB')).toBeUndefined(); // 12345678 needs check digit 5
    expect(parseS10('XX123456785GB')).toBeDefined();
    expect(parseS10('A1473124829GB')).toBeUndefined();
    expect(parseS10('AA47312482GB')).toBeUndefined();
  });
});

describe('carrier detection', () => {
  it.each([
    ['1Z999AA10123456784', 'ups'],
    ['9400111899223197428490', 'usps'],
    ['9205590164917312751089', 'usps'],
    ['EA123456785US', 'usps'],
    ['123456789012', 'fedex'],
    ['123456789012345', 'fedex'],
    ['9612019012345678901234', 'fedex'],
    ['1234567890', 'dhl'],
    ['JJD000390007827545434', 'dhl'],
    ['AA473124829GB', 'royal_mail'],
    ['XX123456785GB', 'royal_mail'],
  ])('%s is %s', (number, carrier) => {
    expect(detectCarrier(number)).toBe(carrier);
  });

  it.each([
    ['XX123456789GB', 'an S10 number with a wrong check digit'],
    ['RR473124829CN', 'an S10 number of a post the store does not ship with'],
    ['1Z999AA1012345678', 'a UPS number one character short'],
    ['12345', 'too short for any carrier'],
    ['123456789', 'nine digits'],
    ['9912345678901234567890', 'a 22-digit number outside USPS and FedEx ranges'],
    ['ABCDEFGHIJ', 'letters only'],
  ])('%s is unknown (%s)', (number) => {
    expect(detectCarrier(number)).toBeNull();
  });
});
