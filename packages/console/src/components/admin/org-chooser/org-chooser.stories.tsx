import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fakePage, withConsole } from '../../ui/testing/story-frame';
import { Field } from '../../ui/form-controls';
import type { ChooserFetch } from './chooser-api';
import { KIND_RULES, type ChooserKind, type ChosenOrg } from './chooser-kinds';
import { OrgChooser } from './org-chooser';
import { OrgChooserField } from './org-chooser-field';

const UNITS: ChosenOrg[] = [
  { id: 'g1', code: 'G001', name: 'Harbour Hotels Group', type: 'COMPAN', ownerCode: 'PLATFORM' },
  { id: 'g2', code: 'G002', name: 'Summit Resorts Group', type: 'COMPAN', ownerCode: 'PLATFORM' },
  ...Array.from({ length: 23 }, (_, i) => ({
    id: `h${i}`,
    code: `H${String(i + 1).padStart(3, '0')}`,
    name: `Harbour Hotel ${i + 1}`,
    type: 'HOTEL' as const,
    ownerCode: 'G001',
  })),
  { id: 'o1', code: 'O001', name: 'Skyway Travel', type: 'OTA', ownerCode: 'PLATFORM' },
  { id: 't1', code: 'T001', name: 'Maple Tours', type: 'TRAVEL', ownerCode: 'PLATFORM' },
  { id: 'd1', code: 'D001', name: 'Coastal Distribution', type: 'DISTRI', ownerCode: 'PLATFORM' },
  { id: 'a1', code: 'A001', name: 'Harbour Alliance', type: 'ALLIAN', ownerCode: 'PLATFORM' },
  { id: 's1', code: 'S001', name: 'Linen Supplies', type: 'SUPPLI', ownerCode: 'PLATFORM' },
];
const AREAS: ChosenOrg[] = [
  { id: 'e', code: 'EAST', name: 'East China', ownerCode: 'G001' },
  { id: 's', code: 'SOUTH', name: 'South China', ownerCode: 'G001' },
  { id: 'i', code: 'ISLAND', name: 'Island resorts', ownerCode: 'G002' },
];

/** The org calls, faked: the kind's types, the keyword, the page. */
const fetchPage: ChooserFetch = (kind, search) => {
  const rule = KIND_RULES[kind];
  const keyword = search.keyword.trim().toLowerCase();
  const source = rule.path === '/unit/areas' ? AREAS : UNITS;
  const rows = source.filter(
    (o) =>
      (!rule.types || rule.types.includes(o.type!)) &&
      (!search.type || o.type === search.type) &&
      (!keyword || `${o.code} ${o.name}`.toLowerCase().includes(keyword)),
  );
  return fakePage(rows, search.current, search.pageSize);
};

type Args = { locale: 'zh-CN' | 'en-US'; kind: ChooserKind };

function ChooserStory({ kind }: Args) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState<ChosenOrg | null>(null);
  return (
    <div className="w-96 space-y-3 rounded bg-white p-3">
      <Field label={kind}>
        <OrgChooserField kind={kind} value={value} onChange={setValue} fetchPage={fetchPage} />
      </Field>
      {open && (
        <OrgChooser
          kind={kind}
          fetchPage={fetchPage}
          onClose={() => setOpen(false)}
          onChoose={(org) => {
            setValue(org);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Console/Admin/Org choosers',
  component: ChooserStory,
  decorators: [withConsole],
  args: { locale: 'en-US', kind: 'hotel' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] },
    kind: {
      control: 'select',
      options: ['store', 'hotel', 'group', 'area', 'supplier', 'cooperator', 'unit'],
    },
  },
} satisfies Meta<typeof ChooserStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 23 hotels: searchable, paged by 10; a row or its button chooses. */
export const Hotel: Story = {};
export const Store: Story = { args: { kind: 'store' } };
export const Group: Story = { args: { kind: 'group' } };
export const Area: Story = { args: { kind: 'area' } };
export const Supplier: Story = { args: { kind: 'supplier' } };
/** Four cooperating types, with a type filter. */
export const Cooperator: Story = { args: { kind: 'cooperator' } };
export const Chinese: Story = { args: { kind: 'cooperator', locale: 'zh-CN' } };
