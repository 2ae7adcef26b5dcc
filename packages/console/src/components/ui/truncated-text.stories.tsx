import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './icon-button';
import { withConsole } from './testing/story-frame';
import { TruncatedText } from './truncated-text';

type Args = { locale: 'zh-CN' | 'en-US'; text: string; max: number; loading: boolean };

function WidgetsStory({ text, max, loading }: Args) {
  return (
    <div className="flex flex-col gap-4 rounded bg-white p-3 text-xs">
      <div>
        <p className="mb-1 font-semibold">Truncated text</p>
        <TruncatedText text={text} max={max} />
      </div>
      <div>
        <p className="mb-1 font-semibold">Icon buttons</p>
        <IconButton icon="edit" label="Edit" />
        <IconButton icon="refresh" label="Refresh" loading={loading} />
        <IconButton icon="trash" label="Delete" tone="danger" />
      </div>
    </div>
  );
}

const meta = {
  title: 'Console/Widgets/Truncated text and icon button',
  component: WidgetsStory,
  decorators: [withConsole],
  args: {
    locale: 'en-US',
    text: 'A remark long enough to be folded: the data migration finished after the second run.',
    max: 24,
    loading: true,
  },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof WidgetsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eye reveals the whole text; the refresh button says 'updating' while it loads. */
export const Default: Story = {};

export const Short: Story = { args: { text: 'Short', loading: false } };

export const Chinese: Story = {
  args: {
    locale: 'zh-CN',
    text: '这是一段很长的备注内容，需要折叠显示，点击眼睛图标可以查看全文。',
    max: 10,
  },
};
