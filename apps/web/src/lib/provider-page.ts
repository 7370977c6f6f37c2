/** Leaving the portal for the provider's hosted payment page; an object so tests can replace the navigation. */
export const providerPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};
