import { describe, expect, it } from 'vitest';
import { bankBody, checkBank, checkCertificate, checkDegree, checkDetail, detailBody, type DetailValues } from './section-checks';

const detail = (patch: Partial<DetailValues> = {}): DetailValues => ({
  bio_fr: 'Praticienne en ayurveda.',
  bio_en: '',
  background_fr: '',
  background_en: '',
  intro_video_url: '',
  specializations: ['ayurveda'],
  disorders: [],
  objectives: [],
  keywords: [],
  languages: ['fr'],
  fee: '45,50',
  currency: 'EUR',
  session_duration: '60',
  free_first_consultation: true,
  ...patch,
});

describe('profile detail (fee in major units, sent in minor units)', () => {
  it('sends the fee in minor units of the currency', () => {
    expect(checkDetail(detail())).toEqual({});
    expect(detailBody(detail())).toMatchObject({ fee: 4550, currency: 'EUR', session_duration: 60, free_first_consultation: true, specializations: ['ayurveda'], languages: ['fr'] });
    expect(detailBody(detail({ fee: '1200', currency: 'JPY' })).fee).toBe(1200);
    expect(detailBody(detail({ fee: '12.345', currency: 'KWD' })).fee).toBe(12345);
  });

  it('refuses a fee with more decimals than the currency has, a negative or huge fee', () => {
    expect(checkDetail(detail({ fee: '45.505' })).fee).toEqual({ key: 'consultant.errors.fee' });
    expect(checkDetail(detail({ fee: '10.5', currency: 'JPY' })).fee).toEqual({ key: 'consultant.errors.fee' });
    expect(checkDetail(detail({ fee: '-5' })).fee).toEqual({ key: 'consultant.errors.fee' });
    expect(checkDetail(detail({ fee: '10000.01' })).fee).toEqual({ key: 'consultant.errors.feeMax' });
    expect(checkDetail(detail({ fee: '10000' })).fee).toBeUndefined();
  });

  it('wants a bio, a specialization, a language, an https video and a duration of 15–240 minutes in steps of 5', () => {
    const errors = checkDetail(detail({ bio_fr: ' ', specializations: [], languages: [], intro_video_url: 'http://example.org/v', session_duration: '62' }));
    expect(Object.keys(errors).sort()).toEqual(['bio_en', 'bio_fr', 'intro_video_url', 'languages', 'session_duration', 'specializations']);
    expect(checkDetail(detail({ session_duration: '10' })).session_duration).toMatchObject({ key: 'consultant.errors.duration' });
    expect(checkDetail(detail({ session_duration: '245' })).session_duration).toMatchObject({ key: 'consultant.errors.duration' });
    expect(checkDetail(detail({ intro_video_url: 'https://video.example.org/me' }))).toEqual({});
    expect(checkDetail(detail({ specializations: Array.from({ length: 11 }, (_, i) => `s${i}`) })).specializations).toEqual({ key: 'consultant.errors.chooseMax', values: { max: 10 } });
  });
});

describe('bank details', () => {
  const bank = {
    bank_name: 'Banque', agency_name: '', agency_address: '', swift_bic: 'bnpa fr pp xxx', iban: 'fr76 3000 6000 0112 3456 7890 189', account_number: '', branch_code: '',
    control_key: '', account_holder_name: 'Jeanne Martin', account_currency: 'EUR', payment_currency: 'EUR', tax_number: '0', extra_info: '',
  };

  it('wants an IBAN or an account number, a well-shaped BIC, and compacts them', () => {
    expect(checkBank(bank)).toEqual({});
    expect(bankBody(bank)).toEqual({ bank_name: 'Banque', swift_bic: 'BNPAFRPPXXX', iban: 'FR7630006000011234567890189', account_holder_name: 'Jeanne Martin', account_currency: 'EUR', payment_currency: 'EUR', tax_number: '0' });
    expect(checkBank({ ...bank, iban: '' }).iban).toEqual({ key: 'consultant.errors.ibanOrAccount' });
    expect(checkBank({ ...bank, iban: '', account_number: '12345678' })).toEqual({});
    expect(checkBank({ ...bank, swift_bic: 'BNP' }).swift_bic).toEqual({ key: 'consultant.errors.bic' });
    expect(checkBank({ ...bank, tax_number: '' }).tax_number).toEqual({ key: 'forms.required' });
  });
});

describe('degrees and certificates', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('checks the names, the year (1950 to this year) and the attachment of a new one', () => {
    expect(checkDegree({ degree_name: 'MSc', school_name: 'Uni', graduation_year: '2010' }, true, true, now)).toEqual({});
    expect(checkDegree({ degree_name: 'MSc', school_name: 'Uni', graduation_year: '2010' }, true, false, now)).toEqual({ file: { key: 'consultant.errors.fileRequired' } });
    expect(checkDegree({ degree_name: 'MSc', school_name: 'Uni', graduation_year: '2010' }, false, false, now)).toEqual({});
    expect(checkDegree({ degree_name: '', school_name: 'Uni', graduation_year: '1949' }, false, false, now)).toEqual({
      degree_name: { key: 'forms.required' },
      graduation_year: { key: 'consultant.errors.year', values: { min: 1950, max: 2026 } },
    });
    expect(checkCertificate({ name: 'Reiki', school: 'Institut', year: '2027', number: '' }, true, true, now).year).toMatchObject({ key: 'consultant.errors.year' });
    expect(checkCertificate({ name: 'Reiki', school: 'Institut', year: '2020', number: 'x'.repeat(81) }, true, true, now).number).toMatchObject({ key: 'consultant.errors.maxLength' });
  });
});
