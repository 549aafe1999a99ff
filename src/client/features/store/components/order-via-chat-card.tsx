import { MessageCircleIcon } from 'lucide-react'
import { Button } from '#client/components/ui/button.tsx'
import { useT } from '#client/lib/i18n.ts'
import messages from '#shared/i18n/en/common.json'
import { useWhatsapp } from '../hooks/use-whatsapp.ts'

/** Home block 9: order through the messaging app. White text on the -700 shades: ≥ 4.5:1 (WCAG 1.4.3). */
export function OrderViaChatCard() {
  const t = useT(messages)
  const whatsapp = useWhatsapp()
  return (
    <section
      aria-labelledby="order-via-chat"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-700 to-green-700 p-5 text-white shadow-sm sm:p-7"
    >
      <div aria-hidden="true" className="absolute -top-10 -right-8 size-40 rounded-full bg-white/5" />
      <div
        aria-hidden="true"
        className="absolute -right-16 -bottom-16 size-48 rounded-full bg-white/[0.03]"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/15">
            <MessageCircleIcon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="order-via-chat" className="text-lg font-bold sm:text-xl">
              {t('common.orderViaWhatsapp')}
            </h2>
            <p className="mt-1 text-sm">{t('common.orderViaWhatsappText')}</p>
          </div>
        </div>
        <Button
          size="lg"
          variant="outline"
          disabled={!whatsapp.ready}
          onClick={() => whatsapp.open(t('common.orderChatText'))}
          className="border-0 bg-white text-green-700 hover:bg-white/90 sm:min-w-40"
        >
          {t('common.orderNow')}
        </Button>
      </div>
    </section>
  )
}
