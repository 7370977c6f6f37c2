import { getCalendarItemIcs } from '@motus/contract';
import { api } from './api-client.ts';

/** Saves the booked place as an .ics file, named as the server names it. */
export async function downloadCalendarFile(id: string, fallbackName: string): Promise<void> {
  const file = await api(getCalendarItemIcs, { params: { id } });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fallbackName}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
