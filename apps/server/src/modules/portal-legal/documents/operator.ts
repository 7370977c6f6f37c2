/** The operator of the portal, as its legal documents name it. */
export const OPERATOR = {
  company: 'Motus Digital GmbH',
  street: 'Karl-Liebknecht-Straße 145',
  city: '04277 Leipzig',
  managingDirectors: 'Dr. Miriam Kessler, Tobias Brandt',
  registerCourt: 'Amtsgericht Leipzig',
  registerNumber: 'HRB 41237',
  vatId: 'DE 341 882 519',
  phone: '+49 341 2290 4400',
  email: 'hello@motus.example',
  privacyEmail: 'privacy@motus.example',
  supervisoryAuthority: 'Sächsische Datenschutz- und Transparenzbeauftragte, Devrientstraße 5, 01067 Dresden',
} as const;

/** The day the current versions took effect. */
export const LAST_UPDATED = '2025-01-15';

/** Small builders, so the documents read as text rather than markup. */
export const html = {
  section: (heading: string, ...blocks: string[]) => `<h2>${heading}</h2>${blocks.join('')}`,
  p: (text: string) => `<p>${text}</p>`,
  list: (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
  mail: (address: string) => `<a href="mailto:${address}">${address}</a>`,
};

export const ADDRESS = `${OPERATOR.company}<br>${OPERATOR.street}<br>${OPERATOR.city}`;
