/** A day in the studio's time zone, `YYYY-MM-DD` (the server's day keys). */
export type StudioDay = string;
