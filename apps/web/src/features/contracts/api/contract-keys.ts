/** The query keys of the member's contracts; every change to a contract or module refreshes all of them. */
export const contractsKey = ['contracts'] as const;
