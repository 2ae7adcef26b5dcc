import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withConsole } from '../testing/story-frame';
import { EMPTY_RANGE, type NumberRangeValue } from './range-number';
import { RangeNumberInput } from './range-number-input';

type Args = {
  locale: 'zh-CN' | 'en-US';
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  initial: NumberRangeValue;
};

function RangeStory({ initial, locale: _locale, ...bounds }: Args) {
  const [value, setValue] = useState(initial);
  return (
    <div className="w-80 rounded bg-white p-3">
      <RangeNumberInput label="Price" value={value} onChange={setValue} {...bounds} />
      <p className="mt-2 text-xs text-slate-600">
        {JSON.stringify(value)} — ArrowUp/ArrowDown step, blur rounds and clamps
      </p>
    </div>
  );
}

const meta = {
  title: 'Console/Widgets/Range-number input',
  component: RangeStory,
  decorators: [withConsole],
  args: { locale: 'en-US', initial: EMPTY_RANGE },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof RangeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default bounds: ±99999999, step 1, no rounding. */
export const Default: Story = {};

/** Money: 0 to 10000, step 0.5, two decimals. */
export const Bounded: Story = { args: { min: 0, max: 10000, step: 0.5, precision: 2 } };

/** A start above the end is named under the inputs. */
export const Reversed: Story = { args: { initial: { start: '20', end: '10' } } };

export const Chinese: Story = { args: { locale: 'zh-CN', initial: { start: '1', end: '' } } };
