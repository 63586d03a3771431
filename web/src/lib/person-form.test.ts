import { describe, expect, it } from 'vitest';
import { nationalNumber, personFromApi, personSchema } from './person-form';

describe('person form values from the API (the consultant basic profile)', () => {
  const record = {
    email: 'jeanne@example.org',
    title: 'Dr',
    gender: 'female',
    given_name: 'Jeanne',
    family_name: 'Martin',
    last_name: null,
    date_of_birth: '1984-03-09',
    preferred_contact_type: 'email',
    isd_code: '+33',
    contact_number: '+33612345678',
    whatsapp_number: null,
    alternative_isd_code: '+41',
    alternative_number: '+41791234567',
    time_zone: 'Europe/Paris',
    correspondence_language: 'fr',
    languages_spoken: ['fr', 'en'],
    country_of_residence: 'FR',
    nationality: 'francaise',
    profession: 'Naturopathe',
    country_of_birth: 'FR',
    years_of_experience: 12,
  };

  it('edits numbers without their ISD code, and null fields as empty values', () => {
    const values = personFromApi('consultant', record, 'en');
    expect(values).toMatchObject({ contact_number: '612345678', alternative_number: '791234567', last_name: '', whatsapp_number: '', years_of_experience: '12', languages_spoken: ['fr', 'en'] });
    expect(nationalNumber('+33', '0612345678')).toBe('0612345678');
    const unknown = personFromApi('consultant', { ...record, title: 'Prof', correspondence_language: null }, 'en');
    expect(unknown.title).toBeUndefined();
    expect(unknown.correspondence_language).toBe('en');
  });

  it('sends back what the API takes once checked by its schema, optional fields left out when empty', () => {
    const body = personSchema('consultant').parse(personFromApi('consultant', record, 'fr'));
    expect(body).toEqual({
      title: 'Dr',
      gender: 'female',
      family_name: 'Martin',
      given_name: 'Jeanne',
      date_of_birth: '1984-03-09',
      preferred_contact_type: 'email',
      isd_code: '+33',
      contact_number: '612345678',
      alternative_isd_code: '+41',
      alternative_number: '791234567',
      time_zone: 'Europe/Paris',
      correspondence_language: 'fr',
      languages_spoken: ['fr', 'en'],
      country_of_residence: 'FR',
      nationality: 'francaise',
      profession: 'Naturopathe',
      country_of_birth: 'FR',
      years_of_experience: 12,
    });
    const client = personFromApi('client', record, 'fr');
    expect(client).not.toHaveProperty('profession');
    expect(personSchema('client').safeParse(client).success).toBe(true);
  });
});
