import { ADDRESS, html, OPERATOR } from './operator.ts';
import type { PortalLegalTexts } from './types.ts';

const { section, p, list, mail } = html;

export const german: PortalLegalTexts = {
  IMPRINT: {
    title: 'Impressum',
    html: [
      section('Angaben gemäß § 5 DDG', p(ADDRESS)),
      section(
        'Vertreten durch',
        p(`Geschäftsführung: ${OPERATOR.managingDirectors}`),
        p(`Registergericht: ${OPERATOR.registerCourt}, ${OPERATOR.registerNumber}<br>USt-IdNr.: ${OPERATOR.vatId}`),
      ),
      section('Kontakt', p(`Telefon: ${OPERATOR.phone}<br>E-Mail: ${mail(OPERATOR.email)}`)),
      section(
        'Angaben der Studios',
        p(
          'Motus betreibt dieses Portal als technischen Dienst für Fitnessstudios. Für Angebote, Preise und Texte ist das jeweilige Studio verantwortlich; sein Impressum findest du in der Fußzeile seiner Studioseiten.',
        ),
      ),
      section(
        'Streitbeilegung',
        p(
          'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ),
      ),
    ].join(''),
  },
  TERMS: {
    title: 'Nutzungsbedingungen',
    html: [
      section(
        '1. Geltungsbereich',
        p(
          `Diese Bedingungen regeln die Nutzung des Motus-Portals der ${OPERATOR.company} („Motus“). Mitgliedschaften, Buchungen und Käufe sind Verträge mit dem jeweiligen Studio; für sie gelten dessen Bedingungen.`,
        ),
      ),
      section(
        '2. Konto',
        p(
          'Für Mitgliederfunktionen brauchst du ein Konto. Halte dein Passwort geheim und melde uns einen Verdacht auf Missbrauch unverzüglich. Du kannst dein Konto jederzeit in den Einstellungen löschen.',
        ),
      ),
      section(
        '3. Verbindung mit einem Studio',
        p(
          'Verbindest du dein Konto mit einem Studio, zeigt das Portal die Daten, die das Studio zu deiner Mitgliedschaft führt. Verbinde dich nur mit deiner eigenen Mitgliedschaft.',
        ),
      ),
      section(
        '4. Verfügbarkeit',
        p(
          'Wir bemühen uns, das Portal rund um die Uhr verfügbar zu halten. Wartungsarbeiten und Ereignisse außerhalb unseres Einflusses können es unterbrechen; geplante Wartungen kündigen wir nach Möglichkeit vorher an.',
        ),
      ),
      section(
        '5. Haftung',
        p(
          'Motus haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie für Schäden an Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haftet Motus nur für die Verletzung wesentlicher Pflichten, begrenzt auf den vorhersehbaren, typischen Schaden.',
        ),
      ),
      section(
        '6. Schlussbestimmungen',
        p(
          'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Zwingende Verbraucherschutzvorschriften deines Wohnsitzstaates bleiben unberührt.',
        ),
      ),
    ].join(''),
  },
  PRIVACY: {
    title: 'Datenschutzerklärung',
    html: [
      section('Verantwortlicher', p(`${ADDRESS}<br>E-Mail: ${mail(OPERATOR.privacyEmail)}`)),
      section(
        'Was wir verarbeiten und warum',
        list([
          'Kontodaten (Name, E-Mail-Adresse, Passwort-Hash, Sprache), um dein Konto bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO).',
          'Studioverbindungen, Buchungen und Vertragsdaten, die wir gemeinsam mit deinem Studio verarbeiten (siehe Informationen zur gemeinsamen Verantwortlichkeit).',
          'Technische Daten (IP-Adresse, Browser, Zugriffszeit), um das Portal sicher zu betreiben, höchstens 14 Tage lang (Art. 6 Abs. 1 lit. f DSGVO).',
          'Nutzungsstatistiken, nur wenn du Statistik-Cookies erlaubst (Art. 6 Abs. 1 lit. a DSGVO).',
        ]),
      ),
      section(
        'Empfänger',
        p(
          'Das Studio, mit dem du dich verbindest oder bei dem du buchst, erhält die Daten, die es für deine Mitgliedschaft und Buchungen braucht. Unser Hosting-Anbieter in der Europäischen Union verarbeitet Daten in unserem Auftrag auf Grundlage eines Auftragsverarbeitungsvertrags.',
        ),
      ),
      section(
        'Speicherdauer',
        p(
          'Kontodaten löschen wir, wenn du dein Konto löschst, sofern uns gesetzliche Aufbewahrungsfristen nicht zu längerer Speicherung verpflichten.',
        ),
      ),
      section(
        'Deine Rechte',
        p(
          `Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch und kannst eine Einwilligung jederzeit für die Zukunft widerrufen. Schreib uns an ${mail(OPERATOR.privacyEmail)}. Außerdem kannst du dich bei einer Aufsichtsbehörde beschweren, zum Beispiel bei der ${OPERATOR.supervisoryAuthority}.`,
        ),
      ),
      section(
        'Cookies',
        p('Welche Cookies das Portal verwendet und wie du deine Auswahl änderst, erklärt die Cookie-Seite.'),
      ),
    ].join(''),
  },
  AGREEMENT: {
    title: 'Gemeinsame Verantwortlichkeit (Art. 26 DSGVO)',
    html: [
      section(
        'Wer verantwortlich ist',
        p(
          `Die ${OPERATOR.company} und das Studio, mit dem du dich verbindest oder bei dem du buchst, sind für die Verarbeitung im Portal gemeinsam verantwortlich: Registrierung und Verbindung einer Mitgliedschaft, Buchungen, Check-ins und Self-Service. Sie haben vereinbart, wer welche Pflicht nach der DSGVO erfüllt. Diese Seite gibt das Wesentliche dieser Vereinbarung wieder.`,
        ),
      ),
      section(
        'Motus',
        list([
          'betreibt das Portal und sorgt für seine Sicherheit und Verfügbarkeit;',
          'erteilt die Informationen nach Art. 13 und 14 DSGVO für das Portal;',
          'bearbeitet Anfragen zu deinem Portalkonto.',
        ]),
      ),
      section(
        'Das Studio',
        list([
          'ist für deine Mitgliedschaft, Verträge, Zahlungen und Buchungen verantwortlich;',
          'entscheidet, welche Angebote und Daten das Portal zeigt;',
          'bearbeitet Anfragen zu deinen Mitgliedsdaten.',
        ]),
      ),
      section(
        'Deine Rechte',
        p(
          `Du kannst deine Rechte gegenüber beiden Verantwortlichen geltend machen. Motus leitet Anfragen, die das Studio betreffen, unverzüglich an es weiter. Kontakt: ${mail(OPERATOR.privacyEmail)}.`,
        ),
      ),
    ].join(''),
  },
};
