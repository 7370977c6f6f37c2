import { Choice, type ChoiceOption } from './choice.tsx';
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group.tsx';

export interface CheckboxGroupProps extends ChoiceGroupProps {
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange(value: string[]): void;
}

/** Any number of choices out of several, as checkboxes. */
export function CheckboxGroup({ options, value, onChange, ...group }: CheckboxGroupProps) {
  function toggle(option: string, checked: boolean) {
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));
  }
  return (
    <ChoiceGroup {...group}>
      {options.map((option) => (
        <Choice
          key={option.value}
          type="checkbox"
          value={option.value}
          label={option.label}
          checked={value.includes(option.value)}
          disabled={option.disabled}
          invalid={Boolean(group.error)}
          onChange={(event) => toggle(option.value, event.target.checked)}
        />
      ))}
    </ChoiceGroup>
  );
}
