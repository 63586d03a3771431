/**
 * Which mailbox the daily cap of unsolicited e-mails counts an address against, and how many it allows
 * (src/lib/mail/unsolicited.ts; docs/api-auth.md "Limits"). Pure unit tests: no Strapi, no network. The
 * cap itself, over the real forms and SMTP: tests/api/unsolicited-mail.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_UNSOLICITED_MAIL_PER_DAY, mailboxOf, recipientKey, unsolicitedMailPerDay, UNSOLICITED_TEMPLATES } from '../../src/lib/mail/unsolicited';

describe('the mailbox of an address', () => {
  it('ignores case, spaces around and the sub-address, which reach the same inbox', () => {
    for (const spelling of [' Jeanne.Martin@Example.org ', 'jeanne.martin+news@example.org', 'JEANNE.MARTIN+a+b@EXAMPLE.ORG']) {
      expect(mailboxOf(spelling)).toBe('jeanne.martin@example.org');
      expect(recipientKey(spelling)).toBe(recipientKey('jeanne.martin@example.org'));
    }
  });

  it('folds the dots and the googlemail.com domain of Gmail addresses, and only there', () => {
    expect(mailboxOf('J.Doe+x@googlemail.com')).toBe('jdoe@gmail.com');
    expect(mailboxOf('j.d.o.e@gmail.com')).toBe('jdoe@gmail.com');
    expect(mailboxOf('j.doe@example.org')).toBe('j.doe@example.org');
  });

  it('keeps addresses of other mailboxes apart', () => {
    expect(recipientKey('jeanne@example.org')).not.toBe(recipientKey('jeanne@example.com'));
    expect(recipientKey('jeanne@example.org')).not.toBe(recipientKey('jeanne2@example.org'));
    expect(recipientKey('jeanne@example.org')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the cap', () => {
  const previous = process.env.UNSOLICITED_MAIL_PER_DAY;
  afterEach(() => {
    if (previous === undefined) delete process.env.UNSOLICITED_MAIL_PER_DAY;
    else process.env.UNSOLICITED_MAIL_PER_DAY = previous;
  });

  it('is 5 a day unless UNSOLICITED_MAIL_PER_DAY gives a positive whole number', () => {
    delete process.env.UNSOLICITED_MAIL_PER_DAY;
    expect(unsolicitedMailPerDay()).toBe(DEFAULT_UNSOLICITED_MAIL_PER_DAY);
    expect(DEFAULT_UNSOLICITED_MAIL_PER_DAY).toBe(5);
    process.env.UNSOLICITED_MAIL_PER_DAY = '12';
    expect(unsolicitedMailPerDay()).toBe(12);
    for (const wrong of ['0', '-3', '2.5', 'many']) {
      process.env.UNSOLICITED_MAIL_PER_DAY = wrong;
      expect(unsolicitedMailPerDay()).toBe(5);
    }
  });

  it('counts the e-mails public forms send to a typed address, and no transactional one', () => {
    expect([...UNSOLICITED_TEMPLATES].sort()).toEqual(
      ['account-exists', 'email-otp', 'mobile-otp', 'newsletter-confirm', 'password-reset', 'starter-kit', 'waiting-list-available', 'waiting-list-confirmation'].sort(),
    );
  });
});
