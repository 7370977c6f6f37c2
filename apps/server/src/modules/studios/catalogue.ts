import type { Category } from '@motus/contract';
import { pickText } from '../../lib/localized-text.ts';

type Names = Record<string, string>;

/** Studio categories: what kind of studio it is. Names in German and English; the portal may translate by code. */
export const CATEGORIES: Record<string, Names> = {
  FITNESS: { en: 'Fitness', de: 'Fitness' },
  STRENGTH: { en: 'Strength training', de: 'Krafttraining' },
  CROSS_TRAINING: { en: 'Cross training', de: 'Cross-Training' },
  YOGA: { en: 'Yoga', de: 'Yoga' },
  PILATES: { en: 'Pilates', de: 'Pilates' },
  CYCLING: { en: 'Indoor cycling', de: 'Indoor-Cycling' },
  MARTIAL_ARTS: { en: 'Martial arts', de: 'Kampfsport' },
  SWIMMING: { en: 'Swimming', de: 'Schwimmen' },
  WELLNESS: { en: 'Wellness', de: 'Wellness' },
  CLIMBING: { en: 'Climbing', de: 'Klettern' },
};

/** Studio features (amenities) by category. */
export const FEATURE_CATEGORIES: Record<string, { names: Names; features: Record<string, Names> }> = {
  TRAINING: {
    names: { en: 'Training', de: 'Training' },
    features: {
      FREE_WEIGHTS: { en: 'Free weights', de: 'Freihantelbereich' },
      CARDIO: { en: 'Cardio area', de: 'Cardiobereich' },
      FUNCTIONAL_AREA: { en: 'Functional training area', de: 'Functional-Bereich' },
      GROUP_COURSES: { en: 'Group courses', de: 'Gruppenkurse' },
      PERSONAL_TRAINING: { en: 'Personal training', de: 'Personal Training' },
    },
  },
  WELLNESS: {
    names: { en: 'Wellness', de: 'Wellness' },
    features: {
      SAUNA: { en: 'Sauna', de: 'Sauna' },
      STEAM_ROOM: { en: 'Steam room', de: 'Dampfbad' },
      POOL: { en: 'Pool', de: 'Schwimmbad' },
      MASSAGE: { en: 'Massage', de: 'Massage' },
    },
  },
  SERVICE: {
    names: { en: 'Service', de: 'Service' },
    features: {
      PARKING: { en: 'Parking', de: 'Parkplätze' },
      CHILDCARE: { en: 'Childcare', de: 'Kinderbetreuung' },
      LOCKERS: { en: 'Lockers', de: 'Schließfächer' },
      DRINKS_BAR: { en: 'Drinks bar', de: 'Getränkebar' },
      WIFI: { en: 'Free Wi-Fi', de: 'Kostenloses WLAN' },
    },
  },
  ACCESS: {
    names: { en: 'Access', de: 'Zugang' },
    features: {
      OPEN_24_7: { en: 'Open 24/7', de: 'Rund um die Uhr geöffnet' },
      WHEELCHAIR_ACCESSIBLE: { en: 'Wheelchair accessible', de: 'Barrierefrei' },
      PUBLIC_TRANSPORT: { en: 'Near public transport', de: 'Gute ÖPNV-Anbindung' },
    },
  },
};

export function nameIn(names: Names, locale: string | undefined): string {
  return pickText(names, [locale]) ?? '';
}

export function categoryCatalogue(locale: string | undefined): Category[] {
  return Object.entries(CATEGORIES).map(([code, names]) => ({ code, name: nameIn(names, locale) }));
}
