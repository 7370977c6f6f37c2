import type { NoticeTexts } from './template-text.ts';

/** After too many wrong passwords from unknown devices: a link that lets the browser that opens it log in. */
export const loginUnlock: NoticeTexts = {
  'de-DE': {
    subject: 'Anmeldung auf diesem Gerät freigeben',
    intro:
      'Für Ihr Konto wurde mehrmals ein falsches Passwort eingegeben. Zum Schutz haben wir Anmeldungen von unbekannten Geräten für eine Weile angehalten. Wenn Sie das waren, öffnen Sie den Link auf dem Gerät, mit dem Sie sich anmelden möchten: Es kann sich dann sofort anmelden. Der Link gilt einmal und 24 Stunden. Wenn Sie es nicht waren, müssen Sie nichts tun; ist Ihr Passwort leicht zu erraten, ändern Sie es bitte.',
    action: 'Dieses Gerät freigeben',
  },
  'en-GB': {
    subject: 'Allow login on this device',
    intro:
      'A wrong password was entered for your account several times. To protect it, we have paused logins from unknown devices for a while. If this was you, open the link on the device you want to log in with: it can then log in straight away. The link works once, for 24 hours. If it was not you, there is nothing you need to do; if your password is easy to guess, please change it.',
    action: 'Allow this device',
  },
  'en-US': {
    subject: 'Allow sign-in on this device',
    intro:
      'A wrong password was entered for your account several times. To protect it, we have paused sign-ins from unknown devices for a while. If this was you, open the link on the device you want to sign in with: it can then sign in right away. The link works once, for 24 hours. If it was not you, there is nothing you need to do; if your password is easy to guess, please change it.',
    action: 'Allow this device',
  },
  'es-ES': {
    subject: 'Permite el inicio de sesión en este dispositivo',
    intro:
      'Se ha introducido varias veces una contraseña incorrecta para tu cuenta. Para protegerla, hemos pausado durante un tiempo los inicios de sesión desde dispositivos desconocidos. Si has sido tú, abre el enlace en el dispositivo con el que quieres iniciar sesión: podrá hacerlo enseguida. El enlace funciona una vez y durante 24 horas. Si no has sido tú, no tienes que hacer nada; si tu contraseña es fácil de adivinar, cámbiala.',
    action: 'Permitir este dispositivo',
  },
  'fr-FR': {
    subject: 'Autoriser la connexion sur cet appareil',
    intro:
      'Un mot de passe erroné a été saisi plusieurs fois pour votre compte. Pour le protéger, nous avons suspendu pour un moment les connexions depuis des appareils inconnus. Si c’était vous, ouvrez le lien sur l’appareil avec lequel vous souhaitez vous connecter : il pourra se connecter aussitôt. Le lien fonctionne une seule fois, pendant 24 heures. Si ce n’était pas vous, vous n’avez rien à faire ; si votre mot de passe est facile à deviner, changez-le.',
    action: 'Autoriser cet appareil',
  },
  'it-IT': {
    subject: 'Consenti l’accesso da questo dispositivo',
    intro:
      'Per il tuo account è stata inserita più volte una password errata. Per proteggerlo abbiamo sospeso per un po’ gli accessi da dispositivi sconosciuti. Se sei stato tu, apri il link sul dispositivo con cui vuoi accedere: potrà accedere subito. Il link funziona una sola volta, per 24 ore. Se non sei stato tu, non devi fare nulla; se la tua password è facile da indovinare, cambiala.',
    action: 'Consenti questo dispositivo',
  },
  'nl-NL': {
    subject: 'Inloggen op dit apparaat toestaan',
    intro:
      'Voor je account is meerdere keren een verkeerd wachtwoord ingevoerd. Ter bescherming hebben we inloggen vanaf onbekende apparaten een tijdje gepauzeerd. Was jij dit, open de link dan op het apparaat waarmee je wilt inloggen: dat kan dan meteen inloggen. De link werkt één keer, 24 uur lang. Was jij het niet, dan hoef je niets te doen; is je wachtwoord makkelijk te raden, wijzig het dan.',
    action: 'Dit apparaat toestaan',
  },
  'hu-HU': {
    subject: 'Bejelentkezés engedélyezése ezen az eszközön',
    intro:
      'A fiókjához többször hibás jelszót adtak meg. A védelme érdekében egy időre szüneteltettük az ismeretlen eszközökről történő bejelentkezést. Ha Ön volt, nyissa meg a linket azon az eszközön, amelyről be szeretne jelentkezni: az rögtön be tud jelentkezni. A link egyszer használható, 24 óráig érvényes. Ha nem Ön volt, nincs teendője; ha a jelszava könnyen kitalálható, kérjük, változtassa meg.',
    action: 'Eszköz engedélyezése',
  },
};
