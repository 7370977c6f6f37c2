import { useId, useState } from 'react';

/** Open state of a show/hide toggle, with the ARIA wiring between its button and the region it controls. */
export function useDisclosure(initiallyOpen = false, onToggle?: (open: boolean) => void) {
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  return {
    open,
    regionId,
    toggleProps: {
      'aria-expanded': open,
      'aria-controls': regionId,
      onClick: () => {
        setOpen(!open);
        onToggle?.(!open);
      },
    },
  };
}
