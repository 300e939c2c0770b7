import { Form, Link } from "react-router";
import { OutboxTabs } from "~/components/outbox-tabs";
import { listHref, PageCount, PageLinks } from "~/components/paging";
import { Spaced } from "~/components/spaced";
import { instituteToday } from "~/domain/admissions/enquiries.server";
import { formatDateTime } from "~/domain/core/format.server";
import { formatPaise } from "~/domain/fees/money";
import { listDeliveries, monthsMessages } from "~/domain/messages/deliveries.server";
import { isMessageKind, KIND_LABELS } from "~/domain/messages/kinds";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { INTL_LOCALES } from "~/i18n/languages";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { DELIVERY_STATES, deliveriesSearchSchema } from "~/schemas/deliveries";
import { readListSearch } from "~/schemas/paging";
import { CHANNEL_WORDS, DELIVERY_STATE_WORDS } from "../+shared/delivery-words";
import type { Route } from "./+types/delivery";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Outbox: delivery") }];

/** The month (this one unless asked) and its costs, then the messages providers carried, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const search = readListSearch(deliveriesSearchSchema, new URL(request.url).searchParams);
  const month = search.month ?? instituteToday().slice(0, 7);
  const language = languageFrom(context);
  const money = (paise: number) => formatPaise(paise, INTL_LOCALES[language]);
  const [list, costs] = await Promise.all([
    listDeliveries(teacher, { page: search.page, state: search.state }),
    monthsMessages(teacher, month),
  ]);
  const shown = (at: Date | null) => (at ? formatDateTime(at, language) : null);
  return {
    month,
    state: search.state ?? "",
    costs: {
      sms: { ...costs.sms, cost: money(costs.sms.costPaise) },
      whatsapp: { ...costs.whatsapp, cost: money(costs.whatsapp.costPaise) },
      mails: costs.mails,
      fromPhone: costs.fromPhone,
      total: money(costs.totalPaise),
    },
    deliveries: list.rows.map((delivery) => ({
      ...delivery,
      createdAt: shown(delivery.createdAt),
      sentAt: shown(delivery.sentAt),
      deliveredAt: shown(delivery.deliveredAt),
      readAt: shown(delivery.readAt),
      failedAt: shown(delivery.failedAt),
      cost: money(delivery.costPaise),
    })),
    total: list.total,
    page: list.page,
    pages: list.pages,
  };
}

/**
 * Messages the SMS gateway or WhatsApp carried: each one's state as the provider reported it (sent, delivered,
 * read, or not delivered with the provider's reason), and what the month's messages cost, per channel.
 */
export default function Delivery({ loaderData }: Route.ComponentProps) {
  const { month, state, costs, deliveries } = loaderData;
  const { t } = useTranslation("messages");
  const href = (page: number) => listHref("/teacher/outbox/delivery", { month, state, page });
  return (
    <main id="main" className="page">
      <h1>{t("Outbox")}</h1>
      <OutboxTabs />
      <section aria-labelledby="month">
        <h2 id="month">{t("The month's messages")}</h2>
        <Form method="get" className="actions search-form">
          <Spaced>
            <div className="field">
              <label htmlFor="month-field">{t("Month")}</label>
              <input id="month-field" name="month" type="month" defaultValue={month} />
            </div>
            <button type="submit" className="button">
              {t("Show")}
            </button>
          </Spaced>
        </Form>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("Channel")}</th>
                <th scope="col">{t("Messages")}</th>
                <th scope="col">{t("SMS parts")}</th>
                <th scope="col">{t("Estimated cost")}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t("SMS")}</th>
                <td>{costs.sms.messages}</td>
                <td>{costs.sms.segments}</td>
                <td>{costs.sms.cost}</td>
              </tr>
              <tr>
                <th scope="row">{t("WhatsApp Business")}</th>
                <td>{costs.whatsapp.messages}</td>
                <td>—</td>
                <td>{costs.whatsapp.cost}</td>
              </tr>
              <tr>
                <th scope="row">{t("Mail")}</th>
                <td>{costs.mails}</td>
                <td>—</td>
                <td>{t("Free")}</td>
              </tr>
              <tr>
                <th scope="row">{t("WhatsApp from your phone")}</th>
                <td>{costs.fromPhone}</td>
                <td>—</td>
                <td>{t("Free")}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t("Total")}
                </th>
                <td>{costs.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="sent-by-providers">
        <h2 id="sent-by-providers">{t("Messages sent by SMS and WhatsApp Business")}</h2>
        <nav className="actions" aria-label={t("Show messages")}>
          <Spaced>
            <Link to={listHref("/teacher/outbox/delivery", { month })} aria-current={state ? undefined : "page"}>
              {t("All")}
            </Link>
            {DELIVERY_STATES.map((name) => (
              <Link
                key={name}
                to={listHref("/teacher/outbox/delivery", { month, state: name })}
                aria-current={state === name ? "page" : undefined}
              >
                {t(DELIVERY_STATE_WORDS[name])}
              </Link>
            ))}
          </Spaced>
        </nav>
        <PageCount facts={loaderData} one={t("message")} many={t("messages")} />
        {deliveries.length === 0 ? (
          <p className="empty">{t("No message has gone by SMS or WhatsApp Business yet.")}</p>
        ) : null}
        <ul className="outbox">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="card">
              <h3 translate="no">{delivery.toName}</h3>
              <dl className="facts">
                <div>
                  <dt>{t("To")}</dt>
                  <dd>{delivery.to}</dd>
                </div>
                <div>
                  <dt>{t("Channel")}</dt>
                  <dd>
                    {t(CHANNEL_WORDS[delivery.channel as keyof typeof CHANNEL_WORDS] ?? delivery.channel)}
                    {delivery.fallbackOfId ? ` (${t("instead of the WhatsApp message that failed")})` : null}
                  </dd>
                </div>
                <div>
                  <dt>{t("About")}</dt>
                  <dd>{isMessageKind(delivery.kind) ? t(KIND_LABELS[delivery.kind]) : delivery.kind}</dd>
                </div>
                <div>
                  <dt>{t("State")}</dt>
                  <dd>
                    <strong>{t(DELIVERY_STATE_WORDS[delivery.state as keyof typeof DELIVERY_STATE_WORDS])}</strong>{" "}
                    {delivery.readAt ??
                      delivery.deliveredAt ??
                      delivery.failedAt ??
                      delivery.sentAt ??
                      delivery.createdAt}
                    {delivery.reason ? ` (${delivery.reason})` : null}
                  </dd>
                </div>
                <div>
                  <dt>{t("Cost")}</dt>
                  <dd>
                    {delivery.channel === "sms"
                      ? t("{{cost}} ({{count}} SMS parts)", { cost: delivery.cost, count: delivery.segments })
                      : delivery.cost}
                  </dd>
                </div>
              </dl>
              <pre className="mail-body">{delivery.text}</pre>
            </li>
          ))}
        </ul>
        <PageLinks facts={loaderData} href={href} />
      </section>
    </main>
  );
}
