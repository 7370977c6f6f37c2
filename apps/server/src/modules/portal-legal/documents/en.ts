import { ADDRESS, html, OPERATOR } from './operator.ts';
import type { PortalLegalTexts } from './types.ts';

const { section, p, list, mail } = html;

export const english: PortalLegalTexts = {
  IMPRINT: {
    title: 'Legal notice',
    html: [
      section('Information pursuant to section 5 of the German Digital Services Act (DDG)', p(ADDRESS)),
      section(
        'Represented by',
        p(`Managing directors: ${OPERATOR.managingDirectors}`),
        p(`Registered at ${OPERATOR.registerCourt}, ${OPERATOR.registerNumber}<br>VAT ID: ${OPERATOR.vatId}`),
      ),
      section('Contact', p(`Phone: ${OPERATOR.phone}<br>Email: ${mail(OPERATOR.email)}`)),
      section(
        'Studio information',
        p(
          'Motus provides this portal as a technical service for fitness studios. Each studio is responsible for its own offers, prices and texts; you find its legal notice in the footer of its studio pages.',
        ),
      ),
      section(
        'Dispute resolution',
        p(
          'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
        ),
      ),
    ].join(''),
  },
  TERMS: {
    title: 'Terms of use',
    html: [
      section(
        '1. Scope',
        p(
          `These terms govern the use of the Motus portal operated by ${OPERATOR.company} ("Motus"). Memberships, bookings and purchases are contracts with the respective studio; its own terms apply to them.`,
        ),
      ),
      section(
        '2. Account',
        p(
          'You need an account to use member functions. Keep your password secret and tell us without delay if you suspect misuse. You may delete your account at any time in your settings.',
        ),
      ),
      section(
        '3. Connecting to a studio',
        p(
          'When you connect your account to a studio, the portal shows the data the studio keeps about your membership. Only connect to a membership that is yours.',
        ),
      ),
      section(
        '4. Availability',
        p(
          'We aim to keep the portal available around the clock. Maintenance and events beyond our control may interrupt it; we announce planned maintenance in advance where possible.',
        ),
      ),
      section(
        '5. Liability',
        p(
          'Motus is liable without limitation for intent and gross negligence and for injury to life, body or health. For slight negligence Motus is liable only for the breach of essential obligations, limited to the foreseeable, typical damage.',
        ),
      ),
      section(
        '6. Final provisions',
        p(
          'German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. Mandatory consumer protection rules of the country you live in remain unaffected.',
        ),
      ),
    ].join(''),
  },
  PRIVACY: {
    title: 'Privacy policy',
    html: [
      section('Controller', p(`${ADDRESS}<br>Email: ${mail(OPERATOR.privacyEmail)}`)),
      section(
        'What we process and why',
        list([
          'Account data (name, email address, password hash, language) to provide your account (Art. 6(1)(b) GDPR).',
          'Studio connections, bookings and contract data, which we process together with your studio (see the information on joint controllership).',
          'Technical data (IP address, browser, time of access) to run the portal securely, kept for at most 14 days (Art. 6(1)(f) GDPR).',
          'Usage statistics, only if you allow statistics cookies (Art. 6(1)(a) GDPR).',
        ]),
      ),
      section(
        'Recipients',
        p(
          'The studio you connect to or book with receives the data it needs for your membership and bookings. Our hosting provider in the European Union processes data on our behalf under a data processing agreement.',
        ),
      ),
      section(
        'Storage period',
        p(
          'We delete account data when you delete your account, unless statutory retention periods require us to keep it longer.',
        ),
      ),
      section(
        'Your rights',
        p(
          `You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and you may withdraw a consent at any time for the future. Write to ${mail(OPERATOR.privacyEmail)}. You may also complain to a supervisory authority, for example the ${OPERATOR.supervisoryAuthority}.`,
        ),
      ),
      section(
        'Cookies',
        p('Which cookies the portal uses and how to change your choice is explained on the cookies page.'),
      ),
    ].join(''),
  },
  AGREEMENT: {
    title: 'Joint controllership (Art. 26 GDPR)',
    html: [
      section(
        'Who is responsible',
        p(
          `${OPERATOR.company} and the studio you connect to or book with are joint controllers for the processing in the portal: registering and connecting a membership, bookings, check-ins and self-service. They have agreed which of them fulfils which obligation under the GDPR. This page sets out the essence of that arrangement.`,
        ),
      ),
      section(
        'Motus',
        list([
          'runs the portal, its security and its availability;',
          'gives the information required by Articles 13 and 14 GDPR for the portal;',
          'handles requests concerning your portal account.',
        ]),
      ),
      section(
        'The studio',
        list([
          'is responsible for your membership, contracts, payments and bookings;',
          'decides which of its offers and data the portal shows;',
          'handles requests concerning your membership data.',
        ]),
      ),
      section(
        'Your rights',
        p(
          `You may exercise your rights against either party. Motus forwards requests that concern the studio to it without delay. Contact: ${mail(OPERATOR.privacyEmail)}.`,
        ),
      ),
    ].join(''),
  },
};
