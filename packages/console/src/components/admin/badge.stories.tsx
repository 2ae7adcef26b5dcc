import { Badge, type BadgeTone } from '@portico/elements/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withConsole } from '../ui/testing/story-frame';

type Args = { locale: 'zh-CN' | 'en-US'; tone: BadgeTone; text: string };

/** One badge under the controls, then every tone as the admin lists use them. */
function BadgeStory({ tone, text }: Args) {
  const samples: [BadgeTone, string][] = [
    ['success', 'Enabled'],
    ['danger', 'Disabled'],
    ['warning', 'Locked'],
    ['neutral', 'Template'],
    ['info', 'In progress'],
  ];
  return (
    <div className="space-y-3 rounded bg-white p-3 text-xs">
      <Badge tone={tone}>{text}</Badge>
      <ul className="flex flex-wrap gap-2">
        {samples.map(([sampleTone, label]) => (
          <li key={sampleTone}>
            <Badge tone={sampleTone}>{label}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Console/Admin/Badge',
  component: BadgeStory,
  decorators: [withConsole],
  args: { locale: 'en-US', tone: 'success', text: 'Enabled' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] },
    tone: { control: 'select', options: ['success', 'danger', 'warning', 'neutral', 'info'] },
  },
} satisfies Meta<typeof BadgeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {};

/** A long state stays on one line. */
export const LongText: Story = { args: { tone: 'warning', text: 'Locked by too many sign-ins' } };

export const Chinese: Story = { args: { locale: 'zh-CN', tone: 'danger', text: '已停用' } };
