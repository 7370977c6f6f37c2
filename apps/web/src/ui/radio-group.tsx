import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { Choice, type ChoiceOption } from './choice.tsx';
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group.tsx';
import { GROUP_ITEM, moveFocus, tabStopIndex } from './keyboard.ts';

export interface RadioGroupProps extends ChoiceGroupProps {
  options: readonly ChoiceOption[];
  value: string | null;
  onChange(value: string): void;
  name?: string;
}

/** One choice out of several; arrow keys, Home and End move and choose, Enter and Space choose. */
export function RadioGroup({ options, value, onChange, name, ...group }: RadioGroupProps) {
  const generatedName = useId();
  const stop = tabStopIndex(options, (option) => option.value === value);

  function keyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const item = moveFocus(event);
    if (item instanceof HTMLInputElement) onChange(item.value);
  }

  return (
    <ChoiceGroup {...group} role="radiogroup" onKeyDown={keyDown}>
      {options.map((option, index) => (
        <Choice
          key={option.value}
          {...GROUP_ITEM}
          type="radio"
          name={name ?? generatedName}
          value={option.value}
          label={option.label}
          checked={option.value === value}
          disabled={option.disabled}
          invalid={Boolean(group.error)}
          tabIndex={index === stop ? 0 : -1}
          onChange={() => onChange(option.value)}
        />
      ))}
    </ChoiceGroup>
  );
}
