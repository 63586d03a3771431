import { describe, expect, it } from 'vitest';

import { createI18nProvider } from '../../providers/i18nProvider';
import { BOM, isSecretField, recordsToCsv } from './csvExport';

/** A booking as the admin API lists it (the fields a spreadsheet would get). */
const booking = {
  id: 'b1',
  start: '2026-03-12T08:30:00.000Z',
  consultant_name: 'Élise Durand',
  client_name: 'Paul "Polo" Martin',
  status: 'confirmed',
  payment_status: 'paid',
  fee_minor: 4550,
  currency: 'EUR',
  free_first_consultation: false,
  token: 'tok_secret_value',
};

async function csvIn(locale: 'fr' | 'en', records: Record<string, unknown>[], resource = 'bookings') {
  const provider = createI18nProvider();
  await provider.changeLocale(locale);
  return recordsToCsv(records, { resource, locale, timeZone: 'Europe/Paris', translate: (key, options) => provider.translate(key, options) });
}

describe('the CSV export of a back-office list', () => {
  it('writes a French file a French spreadsheet reads: BOM, `;`, French headers, local times with their zone, amounts in euros, statuses in words', async () => {
    const csv = await csvIn('fr', [booking]);
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header.split(';')).toEqual(['Identifiant', 'Début', 'Consultant', 'Client', 'Statut', 'Paiement', 'Montant', 'Devise', 'Première consultation offerte']);
    expect(row.split(';')).toEqual(['b1', expect.stringMatching(/^12\/03\/2026 09:30 UTC\+1$/), 'Élise Durand', '"Paul ""Polo"" Martin"', 'Confirmée', 'Payée', '45,50', 'EUR', 'Non']);
    expect(csv).not.toContain('tok_secret_value');
    expect(csv).not.toContain('Jeton');
  });

  it('writes an English file with `,` and English headers; a localized field gives one column per language', async () => {
    const csv = await csvIn('en', [booking]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header.split(',')).toEqual(['Id', 'Start', 'Consultant', 'Client', 'Status', 'Payment', 'Amount', 'Currency', 'Free first consultation']);
    expect(row).toContain(',Confirmed,Paid,45.50,EUR,No');
    expect(row).toMatch(/,"03\/12\/2026, 09:30\s?AM GMT\+1",/);

    const countries = await csvIn('en', [{ id: 'c1', name: { fr: 'Allemagne', en: 'Germany' }, code: 'DE' }], 'countries');
    expect(countries.slice(1).split('\r\n').slice(0, 2)).toEqual(['Id,Name (fr),Name (en),ISO code', 'c1,Allemagne,Germany,DE']);
  });

  it('never writes a secret column', () => {
    for (const field of ['password', 'resetPasswordToken', 'confirmationToken', 'password_hash', 'otp_code', 'api_key', 'token']) expect(isSecretField(field)).toBe(true);
    for (const field of ['email', 'status', 'fee_minor', 'consultant_name']) expect(isSecretField(field)).toBe(false);
  });

  it('writes a localized record’s translation status in words', async () => {
    const csv = await csvIn('fr', [{ id: 'q1', slug: 'calme', translation: 'outdated' }], 'quotes');
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header.split(';').at(-1)).toBe('Traduction anglaise');
    expect(row.split(';').at(-1)).toBe('Anglais à mettre à jour');
  });
});
