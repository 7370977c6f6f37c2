import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionGrid, actionSpans } from './action-grid.tsx';
import { renderUi } from './testing/render-ui.tsx';

describe('actionSpans', () => {
  it.each([
    [0, []],
    [1, [6]],
    [2, [3, 3]],
    [3, [2, 2, 2]],
    [4, [3, 3, 3, 3]],
    [5, [2, 2, 2, 3, 3]],
    [6, [2, 2, 2, 2, 2, 2]],
    [7, [2, 2, 2, 2, 2, 2, 6]],
    [8, [2, 2, 2, 2, 2, 2, 3, 3]],
  ])('%i actions span %j of the 6 columns', (count, spans) => {
    expect(actionSpans(count)).toEqual(spans);
  });
});

describe('ActionGrid', () => {
  it('places each action with its span', () => {
    renderUi(
      <ActionGrid
        actions={[
          { id: 'a', content: <button type="button">Book</button> },
          { id: 'b', content: <button type="button">Pay</button> },
          { id: 'c', content: <button type="button">Cancel</button> },
          { id: 'd', content: <button type="button">Share</button> },
          { id: 'e', content: <button type="button">Print</button> },
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.style.gridColumn)).toEqual([
      'span 2',
      'span 2',
      'span 2',
      'span 3',
      'span 3',
    ]);
  });
});
