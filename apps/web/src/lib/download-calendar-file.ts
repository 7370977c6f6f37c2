import { getCalendarItemIcs } from '@motus/contract';
import { api } from './api-client.ts';
import { saveFile } from './save-file.ts';

/** Saves the booked place as an .ics file, named as the server names it. */
export async function downloadCalendarFile(id: string, fallbackName: string): Promise<void> {
  saveFile(await api(getCalendarItemIcs, { params: { id } }), `${fallbackName}.ics`);
}
