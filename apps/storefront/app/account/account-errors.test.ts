import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors, formMessage, messageKey } from './account-errors';

describe('messageKey', () => {
  it('knows the spec’s validation texts and the length rules', () => {
    expect(messageKey('Enter a valid email')).toEqual({ key: 'validation.email' });
    expect(messageKey('Password entries do not match')).toEqual({ key: 'validation.passwordMismatch' });
    expect(messageKey('Use at least 8 characters')).toEqual({
      key: 'account.error.passwordTooShort',
      values: { min: 8 },
    });
    expect(messageKey('Use at most 100 characters')).toEqual({ key: 'validation.tooLong', values: { max: 100 } });
    expect(messageKey('Enter a phone number of at most 30 characters')).toEqual({
      key: 'validation.phoneTooLong',
      values: { max: 30 },
    });
    expect(messageKey('Something nobody wrote a key for')).toBeNull();
  });
});

describe('errorMessage', () => {
  it('words the engine’s account codes itself', () => {
    expect(errorMessage({ status: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' })).toEqual({
      key: 'account.error.invalidCredentials',
    });
    expect(errorMessage({ status: 429, code: 'TOO_MANY_REQUESTS', message: 'x' })).toEqual({
      key: 'errors.frequentOperations',
    });
    expect(errorMessage({ status: 422, code: 'TOKEN_EXPIRED', message: 'This link has expired' })).toEqual({
      key: 'account.error.linkExpired',
    });
  });
  it('falls back to a generic text, or "try later" for server faults', () => {
    expect(errorMessage({ status: 422, code: 'NEW_CODE', message: 'unknown' })).toEqual({
      key: 'account.error.generic',
    });
    expect(errorMessage({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' })).toEqual({ key: 'error.tryLater' });
  });
});

describe('fieldErrors and formMessage', () => {
  const validation = {
    status: 422,
    code: 'VALIDATION_FAILED',
    message: 'Enter a valid email',
    field: 'email',
    errors: {
      email: ['Enter a valid email'],
      'shipping_address.city': ['Enter a city'],
      password: ['Use at least 8 characters'],
    },
  };

  it('gives each field its first message, by the form’s field name', () => {
    expect(fieldErrors(validation)).toEqual({
      email: { key: 'validation.email' },
      city: { key: 'validation.city' },
      password: { key: 'account.error.passwordTooShort', values: { min: 8 } },
    });
  });

  it('uses the error’s own field when there is no list', () => {
    expect(fieldErrors({ status: 409, code: 'EMAIL_TAKEN', message: 'taken', field: 'email' })).toEqual({
      email: { key: 'account.error.emailTaken' },
    });
  });

  it('keeps whole-form failures above the form, even when the engine names a field', () => {
    const unverified = { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Please confirm', field: 'email' };
    expect(fieldErrors(unverified)).toEqual({});
    expect(formMessage(unverified, ['email', 'password'])).toEqual({ key: 'account.error.notVerified' });
  });

  it('says nothing above the form when every message sits on a shown field', () => {
    expect(formMessage(validation, ['email', 'city', 'password'])).toBeNull();
    expect(formMessage(validation, ['email'])).toEqual({ key: 'validation.email' });
    expect(formMessage(null, [])).toBeNull();
  });
});
