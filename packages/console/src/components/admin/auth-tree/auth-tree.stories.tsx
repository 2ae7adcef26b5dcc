import type { AuthTreeNode } from '@portico/sdk/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withConsole } from '../../ui/testing/story-frame';
import { AuthTree } from './auth-tree';
import { initialChecked } from './tri-state';

const node = (
  id: string,
  name: string,
  children: AuthTreeNode[] = [],
  extra: Partial<AuthTreeNode> = {},
): AuthTreeNode => ({
  id,
  code: id,
  name,
  kind: 'MENU',
  checked: false,
  origins: [],
  children,
  ...extra,
});

/** GC's menus as the role and user screens get them: pages with buttons, three levels. */
const TREE: AuthTreeNode[] = [
  node('GC_OPS', 'Operations', [
    node('GC_FRONT', 'Front office', [
      node('GC_CHECKIN', 'Check-in', [
        node('GC_CHECKIN_CANCEL', 'Cancel check-in', [], { kind: 'BUTTON' }),
      ]),
      node('GC_ROOMS', 'Room status', [], { checked: true }),
      node('GC_POS', 'Point of sale'),
    ]),
    node('GC_BACK', 'Back office', [
      node('GC_NIGHT_AUDIT', 'Night audit', [], { checked: true }),
      node('GC_INVENTORY', 'Inventory', [], { checked: true }),
    ]),
  ]),
  node('GC_REPORTS', 'Reports', [node('GC_REVENUE', 'Revenue'), node('GC_OCCUPANCY', 'Occupancy')]),
];

/** The same tree as a user's: two nodes come from roles (named beside them). */
const WITH_ORIGINS: AuthTreeNode[] = TREE.map(function mark(n): AuthTreeNode {
  const origins = ['GC_ROOMS', 'GC_REVENUE'].includes(n.id) ? ['FRONT_OFFICE'] : [];
  return { ...n, origins, children: n.children.map(mark) };
});

type Args = { locale: 'zh-CN' | 'en-US'; nodes: AuthTreeNode[]; disabled: boolean };

function AuthTreeStory({ nodes, disabled }: Args) {
  const [checked, setChecked] = useState(() => initialChecked(nodes));
  return (
    <div className="w-[36rem] rounded bg-white p-3">
      <AuthTree
        nodes={nodes}
        checked={checked}
        onChange={setChecked}
        label="Menu permissions"
        disabled={disabled}
      />
      <p className="mt-2 text-xs text-slate-600">
        Granted: {[...checked].sort().join(', ') || '—'}
      </p>
    </div>
  );
}

const meta = {
  title: 'Console/Admin/Permission tree',
  component: AuthTreeStory,
  decorators: [withConsole],
  args: { locale: 'en-US', nodes: TREE, disabled: false },
  argTypes: {
    locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] },
    nodes: { control: false },
  },
} satisfies Meta<typeof AuthTreeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tri-state boxes (product.md §2.5, §6): Back office is checked (all its pages), Operations and
 * Front office are mixed (some below), Reports unchecked; a click on a mixed box checks the branch.
 */
export const TriState: Story = {};

/** A user's tree: grants through roles are named after the node. */
export const FromRoles: Story = { args: { nodes: WITH_ORIGINS } };

/** Read-only (no permission to change). */
export const Disabled: Story = { args: { disabled: true } };

export const Empty: Story = { args: { nodes: [] } };

export const Chinese: Story = { args: { locale: 'zh-CN', nodes: WITH_ORIGINS } };
