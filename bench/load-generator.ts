/**
 * The clients of a rush, in a process of their own: firing and timing hundreds of requests must not share the event
 * loop of the server they measure. booking-rush.ts forks this file and sends it one rush at a time; it answers each
 * with the outcomes.
 */

export interface RushRequest {
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Rush {
  status: number[];
  latencies: number[];
  seconds: number;
}

/** Fires every request at once and times each one and the whole rush. */
async function rush(requests: RushRequest[]): Promise<Rush> {
  const started = performance.now();
  const outcomes = await Promise.all(
    requests.map(async ({ url, headers, body }) => {
      const begin = performance.now();
      const response = await fetch(url, { method: 'POST', headers, ...(body === undefined ? {} : { body }) });
      await response.arrayBuffer();
      return { status: response.status, latency: performance.now() - begin };
    }),
  );
  return {
    status: outcomes.map((outcome) => outcome.status),
    latencies: outcomes.map((outcome) => outcome.latency),
    seconds: (performance.now() - started) / 1000,
  };
}

process.on('message', (requests: RushRequest[]) => {
  void rush(requests).then((outcome) => process.send?.(outcome));
});
