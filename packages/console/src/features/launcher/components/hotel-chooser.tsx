import { useEffect, useRef, useState } from 'react';
import type { HotelInfo } from '@portico/sdk/contract';
import { CloseButton } from '../../../components/ui/close-button';
import { useDebounced } from '../../../components/ui/use-debounced';
import { useT } from '../../../lib/use-t';
import { useHotels } from '../api/launch';

export interface HotelChooserProps {
  onChoose(hotel: HotelInfo): void;
  onClose(): void;
}

/** IHOTEL outside a hotel unit: "it lists hotels and the user chooses one" (product.md §2.7). */
export function HotelChooser({ onChoose, onClose }: HotelChooserProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState('');
  const hotels = useHotels(useDebounced(search.trim()));

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="hotel-chooser-title"
      onClose={onClose}
      className="m-auto w-full max-w-lg rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <h2 id="hotel-chooser-title" className="text-base font-semibold">
          {t('apps.chooseHotel')}
        </h2>
        <CloseButton onClick={() => dialog.current?.close()} label={t('apps.close')} />
      </div>
      <div className="p-5">
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('apps.searchHotel')}
          aria-label={t('apps.searchHotel')}
          className="mb-3 block w-full rounded-lg border border-slate-300 px-3 py-2 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
        {hotels.isError && (
          <p role="alert" className="text-sm text-red-600">
            {hotels.error.message}
          </p>
        )}
        {hotels.data?.length === 0 && <p className="text-sm text-slate-500">{t('apps.noHotel')}</p>}
        <ul className="max-h-72 divide-y divide-slate-100 overflow-auto">
          {hotels.data?.map((hotel) => (
            <li key={hotel.code}>
              <button
                type="button"
                onClick={() => onChoose(hotel)}
                className="flex w-full items-center justify-between px-2 py-2.5 text-left hover:bg-brand-50"
              >
                <span className="font-medium text-slate-800">{hotel.descript}</span>
                <span className="text-xs text-slate-500">{hotel.code}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}
