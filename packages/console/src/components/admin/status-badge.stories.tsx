import type { Meta, StoryObj } from '@storybook/react-vite';
import { withConsole } from '../ui/testing/story-frame';
import { StatusBadge, type BadgeTone } from './status-badge';

type Args = { locale: 'zh-CN' | 'en-US'; tone: BadgeTone; text: string };

/** One badge under the controls, then every tone as the admin lists use them. */
function StatusBadgeStory({ tone, text }: Args) {
  const samples: [BadgeTone, string][] = [
    ['green', 'Enabled'],
    ['red', 'Disabled'],
    ['amber', 'Locked'],
    ['slate', 'Template'],
    ['blue', 'In progress'],
  ];
  return (
    <div className="space-y-3 rounded bg-white p-3 text-xs">
      <StatusBadge tone={tone}>{text}</StatusBadge>
      <ul className="flex flex-wrap gap-2">
        {samples.map(([sampleTone, label]) => (
          <li key={sampleTone}>
            <StatusBadge tone={sampleTone}>{label}</StatusBadge>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Console/Admin/Status badge',
  component: StatusBadgeStory,
  decorators: [withConsole],
  args: { locale: 'en-US', tone: 'green', text: 'Enabled' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] },
    tone: { control: 'select', options: ['green', 'red', 'amber', 'slate', 'blue'] },
  },
} satisfies Meta<typeof StatusBadgeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {};

/** A long state stays on one line. */
export const LongText: Story = { args: { tone: 'amber', text: 'Locked by too many sign-ins' } };

export const Chinese: Story = { args: { locale: 'zh-CN', tone: 'red', text: '已停用' } };
