import type { NewStudioRow } from '../../modules/studios/schema.ts';
import type { DemoLanguage } from '../demo-text.ts';

export interface NewsText {
  title: string;
  teaser: string;
  body: string;
}

/** A news item in every UI language; some name the studio or its city. */
export type NewsTexts = (studio: NewStudioRow) => Record<DemoLanguage, NewsText>;

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

export const NEW_EQUIPMENT: NewsTexts = ({ city, name }) => ({
  de: {
    title: 'Neue Geräte auf der Trainingsfläche',
    teaser: `Ab sofort warten in ${city} zwölf neue Kraftstationen und zwei Rudergeräte auf euch.`,
    body: paragraphs(
      `Wir haben die Trainingsfläche in ${name} erweitert: zwölf neue Kraftstationen, zwei Rudergeräte und ein zusätzlicher Functional-Bereich.`,
      'Unser Team zeigt euch in kostenlosen Einweisungen, wie ihr die neuen Geräte richtig einstellt. Sprecht uns einfach an der Theke an.',
    ),
  },
  en: {
    title: 'New equipment on the gym floor',
    teaser: `Twelve new strength stations and two rowing machines are waiting for you in ${city}.`,
    body: paragraphs(
      `We have extended the gym floor at ${name}: twelve new strength stations, two rowing machines and an additional functional area.`,
      'Our team offers free introductions so you set up the new machines correctly. Just ask at the front desk.',
    ),
  },
  es: {
    title: 'Nuevas máquinas en la sala',
    teaser: `Doce nuevas estaciones de fuerza y dos remos te esperan en ${city}.`,
    body: paragraphs(
      `Hemos ampliado la sala de ${name}: doce nuevas estaciones de fuerza, dos remos y una zona funcional adicional.`,
      'Nuestro equipo te enseña gratis a ajustar bien las nuevas máquinas. Pregúntanos en recepción.',
    ),
  },
  fr: {
    title: 'Nouvelles machines en salle',
    teaser: `Douze nouveaux postes de musculation et deux rameurs vous attendent à ${city}.`,
    body: paragraphs(
      `Nous avons agrandi la salle de ${name} : douze nouveaux postes de musculation, deux rameurs et un espace fonctionnel supplémentaire.`,
      'Notre équipe vous montre gratuitement comment régler les nouvelles machines. Demandez simplement à l’accueil.',
    ),
  },
  it: {
    title: 'Nuovi attrezzi in sala',
    teaser: `Dodici nuove stazioni di forza e due vogatori ti aspettano a ${city}.`,
    body: paragraphs(
      `Abbiamo ampliato la sala di ${name}: dodici nuove stazioni di forza, due vogatori e un’area funzionale in più.`,
      'Il nostro team ti mostra gratuitamente come regolare i nuovi attrezzi. Chiedi pure alla reception.',
    ),
  },
  nl: {
    title: 'Nieuwe toestellen op de trainingsvloer',
    teaser: `In ${city} staan twaalf nieuwe krachtstations en twee roeitoestellen voor je klaar.`,
    body: paragraphs(
      `We hebben de trainingsvloer van ${name} uitgebreid: twaalf nieuwe krachtstations, twee roeitoestellen en een extra functionele zone.`,
      'Ons team laat je gratis zien hoe je de nieuwe toestellen goed instelt. Vraag het gewoon aan de balie.',
    ),
  },
  hu: {
    title: 'Új gépek az edzőteremben',
    teaser: 'Tizenkét új erősítő állomás és két evezőgép vár rád.',
    body: paragraphs(
      `Bővítettük az edzőtermet (${name}): tizenkét új erősítő állomás, két evezőgép és egy új funkcionális terület.`,
      'Csapatunk ingyenes betanítással segít az új gépek helyes beállításában. Szólj a recepción!',
    ),
  },
});

export const NEW_SCHEDULE: NewsTexts = () => ({
  de: {
    title: 'Neuer Kursplan ab nächstem Monat',
    teaser: 'Mehr Yoga am Morgen, ein zweiter HIIT-Termin am Abend und Mobility am Sonntag.',
    body: paragraphs(
      'Euer Feedback hat gewirkt: Ab dem nächsten Monat gibt es zwei zusätzliche Yoga-Einheiten um 7 Uhr, einen zweiten HIIT-Kurs am Donnerstagabend und eine Mobility-Stunde am Sonntag.',
      'Alle Kurse sind im Mitgliedsbeitrag enthalten und online buchbar.',
    ),
  },
  en: {
    title: 'New course schedule from next month',
    teaser: 'More morning yoga, a second evening HIIT class and mobility on Sundays.',
    body: paragraphs(
      'Your feedback worked: from next month there are two extra yoga sessions at 7 am, a second HIIT class on Thursday evening and a mobility hour on Sunday.',
      'All courses are included in your membership and can be booked online.',
    ),
  },
  es: {
    title: 'Nuevo horario de clases a partir del mes que viene',
    teaser: 'Más yoga por la mañana, una segunda clase de HIIT por la tarde y movilidad el domingo.',
    body: paragraphs(
      'Vuestros comentarios han dado fruto: a partir del mes que viene hay dos sesiones de yoga más a las 7, una segunda clase de HIIT el jueves por la tarde y una hora de movilidad el domingo.',
      'Todas las clases están incluidas en la cuota y se pueden reservar online.',
    ),
  },
  fr: {
    title: 'Nouveau planning des cours dès le mois prochain',
    teaser: 'Plus de yoga le matin, un deuxième cours de HIIT le soir et de la mobilité le dimanche.',
    body: paragraphs(
      'Vos retours ont porté leurs fruits : dès le mois prochain, deux séances de yoga supplémentaires à 7 h, un deuxième cours de HIIT le jeudi soir et une heure de mobilité le dimanche.',
      'Tous les cours sont compris dans l’abonnement et se réservent en ligne.',
    ),
  },
  it: {
    title: 'Nuovo orario dei corsi dal mese prossimo',
    teaser: 'Più yoga al mattino, un secondo corso di HIIT la sera e mobilità la domenica.',
    body: paragraphs(
      'Il vostro feedback ha funzionato: dal mese prossimo ci sono due lezioni di yoga in più alle 7, un secondo corso di HIIT il giovedì sera e un’ora di mobilità la domenica.',
      'Tutti i corsi sono inclusi nella quota e prenotabili online.',
    ),
  },
  nl: {
    title: 'Nieuw lesrooster vanaf volgende maand',
    teaser: 'Meer yoga in de ochtend, een tweede HIIT-les in de avond en mobility op zondag.',
    body: paragraphs(
      'Jullie feedback heeft gewerkt: vanaf volgende maand zijn er twee extra yogalessen om 7 uur, een tweede HIIT-les op donderdagavond en een uur mobility op zondag.',
      'Alle lessen zitten in je lidmaatschap en zijn online te boeken.',
    ),
  },
  hu: {
    title: 'Új órarend a jövő hónaptól',
    teaser: 'Több reggeli jóga, egy második esti HIIT-óra és vasárnapi mobilitás.',
    body: paragraphs(
      'Visszajelzéseitek nyomán a jövő hónaptól két új jógaóra lesz reggel 7-kor, egy második HIIT-óra csütörtök este és egy mobilitásóra vasárnap.',
      'Minden óra benne van a tagdíjban, és online foglalható.',
    ),
  },
});

export const BRING_A_FRIEND: NewsTexts = ({ name }) => ({
  de: {
    title: 'Bring-a-Friend-Woche',
    teaser: 'Eine Woche lang trainieren eure Freundinnen und Freunde kostenlos mit.',
    body: paragraphs(
      `Vom Montag an könnt ihr in ${name} eine Woche lang eine Begleitung kostenlos mitbringen.`,
      'Einfach an der Theke anmelden – wer danach Mitglied wird, schenkt euch einen Monat Beitrag.',
    ),
  },
  en: {
    title: 'Bring-a-friend week',
    teaser: 'For one week your friends train with you for free.',
    body: paragraphs(
      `From Monday you can bring a friend to ${name} for free for a whole week.`,
      'Just register them at the front desk – if they join afterwards, you get one month free.',
    ),
  },
  es: {
    title: 'Semana «Trae a un amigo»',
    teaser: 'Durante una semana tus amigos entrenan gratis contigo.',
    body: paragraphs(
      `A partir del lunes puedes traer gratis a un acompañante a ${name} durante toda una semana.`,
      'Solo tienes que registrarlo en recepción: si después se hace socio, te regalamos un mes de cuota.',
    ),
  },
  fr: {
    title: 'Semaine « Venez avec un ami »',
    teaser: 'Pendant une semaine, vos amis s’entraînent gratuitement avec vous.',
    body: paragraphs(
      `Dès lundi, vous pouvez venir à ${name} avec un ami gratuitement pendant toute une semaine.`,
      'Inscrivez-le simplement à l’accueil : s’il s’abonne ensuite, vous recevez un mois offert.',
    ),
  },
  it: {
    title: 'Settimana «Porta un amico»',
    teaser: 'Per una settimana i tuoi amici si allenano gratis con te.',
    body: paragraphs(
      `Da lunedì puoi portare gratis un amico da ${name} per un’intera settimana.`,
      'Basta registrarlo alla reception: se poi si iscrive, ti regaliamo un mese di quota.',
    ),
  },
  nl: {
    title: 'Neem-een-vriend-mee-week',
    teaser: 'Een week lang trainen je vrienden gratis met je mee.',
    body: paragraphs(
      `Vanaf maandag mag je een hele week gratis iemand meenemen naar ${name}.`,
      'Meld die persoon gewoon aan bij de balie – wordt hij of zij daarna lid, dan krijg jij een maand gratis.',
    ),
  },
  hu: {
    title: 'Hozd el a barátodat hét',
    teaser: 'Egy hétig a barátaid ingyen edzhetnek veled.',
    body: paragraphs(
      `Hétfőtől egy teljes hétig ingyen hozhatsz magaddal egy barátot (${name}).`,
      'Csak regisztráld a recepción – ha utána tag lesz, egy hónap tagdíjat ajándékba kapsz.',
    ),
  },
});

export const HOLIDAY_HOURS: NewsTexts = () => ({
  de: {
    title: 'Geänderte Öffnungszeiten an Feiertagen',
    teaser: 'An den kommenden Feiertagen öffnen wir von 9 bis 18 Uhr.',
    body: paragraphs(
      'An gesetzlichen Feiertagen gelten verkürzte Öffnungszeiten von 9 bis 18 Uhr. Kurse finden an diesen Tagen nicht statt.',
    ),
  },
  en: {
    title: 'Changed opening hours on public holidays',
    teaser: 'On the coming public holidays we are open from 9 am to 6 pm.',
    body: paragraphs(
      'Shorter opening hours from 9 am to 6 pm apply on public holidays. There are no courses on those days.',
    ),
  },
  es: {
    title: 'Horario especial en días festivos',
    teaser: 'En los próximos festivos abrimos de 9 a 18 h.',
    body: paragraphs('En los días festivos el horario se reduce de 9 a 18 h. Esos días no hay clases.'),
  },
  fr: {
    title: 'Horaires modifiés les jours fériés',
    teaser: 'Les prochains jours fériés, nous sommes ouverts de 9 h à 18 h.',
    body: paragraphs('Les jours fériés, les horaires sont réduits de 9 h à 18 h. Il n’y a pas de cours ces jours-là.'),
  },
  it: {
    title: 'Orari diversi nei giorni festivi',
    teaser: 'Nei prossimi giorni festivi siamo aperti dalle 9 alle 18.',
    body: paragraphs('Nei giorni festivi l’orario è ridotto dalle 9 alle 18. In quei giorni non ci sono corsi.'),
  },
  nl: {
    title: 'Aangepaste openingstijden op feestdagen',
    teaser: 'Op de komende feestdagen zijn we open van 9 tot 18 uur.',
    body: paragraphs(
      'Op officiële feestdagen gelden kortere openingstijden van 9 tot 18 uur. Er zijn die dagen geen lessen.',
    ),
  },
  hu: {
    title: 'Módosított nyitvatartás ünnepnapokon',
    teaser: 'A következő ünnepnapokon 9 és 18 óra között tartunk nyitva.',
    body: paragraphs(
      'Hivatalos ünnepnapokon rövidített nyitvatartás érvényes 9 és 18 óra között. Ezeken a napokon nincsenek órák.',
    ),
  },
});

export const SUMMER_PARTY: NewsTexts = () => ({
  de: { title: 'Sommerfest (geplant)', teaser: 'Noch nicht veröffentlicht.', body: paragraphs('Bald mehr.') },
  en: { title: 'Summer party (scheduled)', teaser: 'Not published yet.', body: paragraphs('More soon.') },
  es: { title: 'Fiesta de verano (programada)', teaser: 'Aún no publicado.', body: paragraphs('Pronto, más.') },
  fr: { title: 'Fête d’été (programmée)', teaser: 'Pas encore publié.', body: paragraphs('Plus d’infos bientôt.') },
  it: {
    title: 'Festa d’estate (programmata)',
    teaser: 'Non ancora pubblicato.',
    body: paragraphs('Presto altre novità.'),
  },
  nl: { title: 'Zomerfeest (gepland)', teaser: 'Nog niet gepubliceerd.', body: paragraphs('Binnenkort meer.') },
  hu: { title: 'Nyári buli (ütemezett)', teaser: 'Még nincs közzétéve.', body: paragraphs('Hamarosan többet.') },
});
