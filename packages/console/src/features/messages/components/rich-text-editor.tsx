import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../../../lib/use-t';
import { editorExtensions, isSafeLink } from '../editor-extensions';
import './rich-text.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'blockquote' | 'link';

/**
 * The body of a message: a Tiptap editor whose schema holds only what the receiving side shows
 * (editor-extensions.ts), with a toolbar for its marks and blocks.
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: RichTextEditorProps) {
  const t = useT();
  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'portico-rich px-2 py-1 text-sm text-slate-800',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': t('announce.editor.label'),
        ...(id ? { id } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  // A value set from outside (a reset after sending, an edit opening) replaces the document.
  useEffect(() => {
    if (editor && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rounded border border-slate-300 bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useT();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        (
          [
            'bold',
            'italic',
            'underline',
            'bulletList',
            'orderedList',
            'blockquote',
            'link',
          ] as Mark[]
        ).map((mark) => [mark, e.isActive(mark)]),
      ) as Record<Mark, boolean>,
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const url = window.prompt(t('announce.editor.linkPrompt'), previous);
    if (url === null) return;
    if (!url.trim()) chain().extendMarkRange('link').unsetLink().run();
    else if (isSafeLink(url)) chain().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const buttons: {
    mark: Mark;
    label: string;
    text: ReactNode;
    className?: string;
    run: () => void;
  }[] = [
    {
      mark: 'bold',
      label: t('announce.editor.bold'),
      text: 'B',
      className: 'font-bold',
      run: () => chain().toggleBold().run(),
    },
    {
      mark: 'italic',
      label: t('announce.editor.italic'),
      text: 'I',
      className: 'italic',
      run: () => chain().toggleItalic().run(),
    },
    {
      mark: 'underline',
      label: t('announce.editor.underline'),
      text: 'U',
      className: 'underline',
      run: () => chain().toggleUnderline().run(),
    },
    {
      mark: 'bulletList',
      label: t('announce.editor.bulletList'),
      text: '•',
      run: () => chain().toggleBulletList().run(),
    },
    {
      mark: 'orderedList',
      label: t('announce.editor.orderedList'),
      text: (
        // Drawn, not written: a "1." in the button would be text missing from its name (axe).
        <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
          <rect x="1" y="2" width="2" height="2" />
          <rect x="1" y="7" width="2" height="2" />
          <rect x="1" y="12" width="2" height="2" />
          <rect x="5" y="2.5" width="10" height="1" />
          <rect x="5" y="7.5" width="10" height="1" />
          <rect x="5" y="12.5" width="10" height="1" />
        </svg>
      ),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      mark: 'blockquote',
      label: t('announce.editor.quote'),
      text: '❝',
      run: () => chain().toggleBlockquote().run(),
    },
    { mark: 'link', label: t('announce.editor.link'), text: '🔗', run: setLink },
  ];
  return (
    <div
      role="toolbar"
      aria-label={t('announce.editor.label')}
      className="flex gap-1 border-b border-slate-200 px-1 py-1"
    >
      {buttons.map((button) => (
        <button
          key={button.mark}
          type="button"
          aria-label={button.label}
          title={button.label}
          aria-pressed={active[button.mark]}
          onClick={button.run}
          className={`h-6 min-w-6 rounded px-1 text-xs text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 ${button.className ?? ''}`}
        >
          {/* The glyph is decoration: the button's name is its label. */}
          <span aria-hidden="true">{button.text}</span>
        </button>
      ))}
    </div>
  );
}
