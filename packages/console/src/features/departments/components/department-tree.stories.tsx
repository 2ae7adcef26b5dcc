import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { withConsole } from '../../../components/ui/testing/story-frame';
import { bigTree } from '../tree/fixtures';
import { flattenTree, parentIds } from '../tree/flat-tree';
import { useTreeSearch } from '../tree/use-tree-search';
import { DepartmentTree } from './department-tree';

type Args = { locale: 'zh-CN' | 'en-US'; count: number; expandAll: boolean };

/** The department tree with its worker search, on a generated organisation. */
function TreeStory({ count, expandAll }: Args) {
  const tree = useMemo(() => flattenTree(bigTree(count, Math.min(100, count))), [count]);
  const [expanded, setExpanded] = useState(() =>
    expandAll ? parentIds(tree) : new Set([tree.rootId]),
  );
  const [selected, setSelected] = useState<string | null>(tree.rootId);
  const [keyword, setKeyword] = useState('');
  const nodes = useMemo(
    () =>
      tree.order.map((id) => ({
        id,
        parentId: tree.nodes.get(id)!.parentId,
        code: tree.nodes.get(id)!.code,
        name: tree.nodes.get(id)!.name,
      })),
    [tree],
  );
  const result = useTreeSearch(nodes, keyword);
  return (
    <div className="flex h-[480px] w-[26rem] flex-col gap-2 rounded bg-white p-3">
      <input
        type="search"
        aria-label="Search departments"
        placeholder="Search, e.g. 42-"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        className="h-7 rounded border border-slate-300 px-2 text-xs"
      />
      <p className="text-[11px] text-slate-600">
        {result ? `${result.matches.length} matches` : `${count} departments`}
      </p>
      <div className="min-h-0 flex-1">
        <DepartmentTree
          tree={tree}
          expanded={expanded}
          onExpandedChange={setExpanded}
          selectedId={selected}
          onSelect={setSelected}
          only={result ? new Set(result.visible) : null}
          matches={result ? new Set(result.matches) : null}
          label="Departments"
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'Console/Admin/Department tree',
  component: TreeStory,
  decorators: [withConsole],
  args: { locale: 'en-US', count: 10_000, expandAll: true },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof TreeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10,000 departments, all open: only the rows in view are rendered. */
export const TenThousand: Story = {};

export const Small: Story = { args: { count: 40, expandAll: false } };
