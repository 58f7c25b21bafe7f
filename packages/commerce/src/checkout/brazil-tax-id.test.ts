import { describe, expect, it } from 'vitest';
import { isPoBox, isValidKlarnaName } from './address-lines';
import { brazilTaxIdKind, isValidCnpj, isValidCpf } from './brazil-tax-id';

describe('CPF and CNPJ', () => {
  it('accepts numbers with correct check digits, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(brazilTaxIdKind('52998224725')).toBe('cpf');
    expect(brazilTaxIdKind('11222333000181')).toBe('cnpj');
  });

  it('refuses a wrong check digit', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
  });

  it('refuses lengths 10, 12, 13 and 15 and numbers of one repeated digit', () => {
    expect(brazilTaxIdKind('5299822472')).toBeUndefined();
    expect(brazilTaxIdKind('529982247250')).toBeUndefined();
    expect(brazilTaxIdKind('1122233300018')).toBeUndefined();
    expect(brazilTaxIdKind('112223330001810')).toBeUndefined();
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(brazilTaxIdKind('5299822472a')).toBeUndefined();
  });
});

describe('PO Box', () => {
  it.each([
    'PO Box 123',
    'P.O. Box 9',
    'p o box 7',
    'POBox 12',
    'Post Office Box 5',
    'po bin 4',
    'Postfach 1234',
    'Boîte postale 12',
    'BP 45',
    'Caixa Postal 100',
    'Apartado 12',
    'Unit 4, PO BOX 88',
  ])('%s is a PO Box', (line) => expect(isPoBox(line)).toBe(true));

  it.each([
    '12 Boxwood Lane',
    'Poplar Box Road',
    '5 Expo Boulevard',
    'Hippo Box Street',
    'Apartment 4B',
    '1 Post Office Square',
    'Postfachstraße',
  ])('%s is a street address', (line) => expect(isPoBox(line)).toBe(false));
});

describe('Klarna name', () => {
  it('needs more than 1 character and not only digits', () => {
    expect(isValidKlarnaName('Li')).toBe(true);
    expect(isValidKlarnaName('R2')).toBe(true);
    expect(isValidKlarnaName('A')).toBe(false);
    expect(isValidKlarnaName(' A ')).toBe(false);
    expect(isValidKlarnaName('12')).toBe(false);
    expect(isValidKlarnaName('7')).toBe(false);
  });
});
