import type { ShopConfig } from '../../api/config/schema'

type Lang = 'de' | 'en' | 'fr'
type Sections = Record<Lang, Array<{ id: string; title: string; body: string }>>

function legalHtml(sections: Sections): Record<Lang, string> {
  const render = (lang: Lang) =>
    sections[lang].map(({ id, title, body }) => `<h2 id="${id}">${title}</h2>${body}`).join('\n')
  return { de: render('de'), en: render('en'), fr: render('fr') }
}

const privacyParagraphs: Record<Lang, string[]> = {
  de: [
    'Wir bearbeiten Personendaten nur, soweit dies für Buchungen, Gutscheine und die Kommunikation mit Ihnen nötig ist.',
    'Ihre Angaben werden verschlüsselt übertragen und in der Schweiz gespeichert.',
    'Zahlungen wickelt unser Zahlungsdienstleister ab; Kartendaten erreichen uns nie.',
  ],
  en: [
    'We process personal data only as far as needed for bookings, vouchers and communicating with you.',
    'Your details are transmitted encrypted and stored in Switzerland.',
    'Payments are handled by our payment provider; card details never reach us.',
  ],
  fr: [
    'Nous traitons les données personnelles uniquement dans la mesure nécessaire aux réservations, aux bons et à la communication avec vous.',
    'Vos données sont transmises de manière chiffrée et stockées en Suisse.',
    'Les paiements sont traités par notre prestataire de paiement ; les données de carte ne nous parviennent jamais.',
  ],
}

const privacyTitles: Record<Lang, string[]> = {
  de: [
    'Verantwortliche Stelle',
    'Erhobene Daten',
    'Zweck der Bearbeitung',
    'Weitergabe an Dritte',
    'Cookies',
    'Aufbewahrung',
    'Ihre Rechte',
    'Kontakt für Datenschutzfragen',
  ],
  en: [
    'Controller',
    'Data we collect',
    'Purpose of processing',
    'Sharing with third parties',
    'Cookies',
    'Retention',
    'Your rights',
    'Privacy contact',
  ],
  fr: [
    'Responsable du traitement',
    'Données collectées',
    'Finalité du traitement',
    'Transmission à des tiers',
    'Cookies',
    'Conservation',
    'Vos droits',
    'Contact pour la protection des données',
  ],
}

function privacySections(): Sections {
  const build = (lang: Lang) =>
    privacyTitles[lang].map((title, index) => ({
      id: `section-${index + 1}`,
      title,
      body: privacyParagraphs[lang].map((p) => `<p>${p}</p>`).join(''),
    }))
  return { de: build('de'), en: build('en'), fr: build('fr') }
}

export const alpenblickShop: ShopConfig = {
  id: 'alpenblick',
  labels: {
    title: { de: 'Alpenblick Erlebnisse', en: 'Alpenblick Adventures', fr: 'Aventures Alpenblick' },
    slogan: {
      de: 'Draussen sein im Berner Oberland – buchen Sie Ihr nächstes Abenteuer',
      en: 'Outdoors in the Bernese Oberland – book your next adventure',
      fr: 'Dehors dans l’Oberland bernois – réservez votre prochaine aventure',
    },
  },
  languages: ['de', 'en', 'fr'],
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  theme: {
    colorPalette: {
      primary: { background: [15, 76, 92], foreground: [255, 255, 255] },
      secondary: { background: [238, 243, 244], foreground: [20, 33, 38] },
      accent: { background: [176, 64, 8], foreground: [255, 255, 255] },
    },
  },
  contact: {
    name: 'Alpenblick Erlebnisse GmbH',
    email: 'hallo@alpenblick-erlebnisse.ch',
    phone: '+41 33 822 45 60',
    street: 'Höheweg 37',
    postalCode: '3800',
    city: 'Interlaken',
    country: 'CH',
    website: 'https://alpenblick-erlebnisse.ch',
    openingHours: {
      de: 'Mo–Sa 8–18 Uhr',
      en: 'Mon–Sat 8 am–6 pm',
      fr: 'lun–sam 8 h–18 h',
    },
  },
  media: { hero: 'hero-alpenblick', logo: 'logo-alpenblick' },
  requestAnswerHours: 48,
  filterConfig: [
    { key: 'q', type: 'TEXT', label: { de: 'Suche', en: 'Search', fr: 'Recherche' } },
    { key: 'type', type: 'SKU_TYPE', label: { de: 'Art', en: 'Type', fr: 'Type' } },
    {
      key: 'tags',
      type: 'TAGS',
      tagGroup: 'activity',
      label: { de: 'Aktivität', en: 'Activity', fr: 'Activité' },
    },
    {
      key: 'audience',
      type: 'TAGS',
      tagGroup: 'audience',
      label: { de: 'Geeignet für', en: 'Suitable for', fr: 'Adapté pour' },
    },
    { key: 'date', type: 'DATE', label: { de: 'Datum', en: 'Date', fr: 'Date' } },
    { key: 'people', type: 'PEOPLE', label: { de: 'Personen', en: 'People', fr: 'Personnes' } },
  ],
  tags: [
    { id: 'water', group: 'activity', label: { de: 'Wasser', en: 'Water', fr: 'Eau' } },
    { id: 'hiking', group: 'activity', label: { de: 'Wandern', en: 'Hiking', fr: 'Randonnée' } },
    { id: 'air', group: 'activity', label: { de: 'Luft', en: 'Air', fr: 'Air' } },
    { id: 'snow', group: 'activity', label: { de: 'Schnee', en: 'Snow', fr: 'Neige' } },
    {
      id: 'culinary',
      group: 'activity',
      label: { de: 'Kulinarik', en: 'Food', fr: 'Gastronomie' },
    },
    {
      id: 'families',
      group: 'audience',
      label: { de: 'Familien', en: 'Families', fr: 'Familles' },
    },
    { id: 'groups', group: 'audience', label: { de: 'Gruppen', en: 'Groups', fr: 'Groupes' } },
    { id: 'couples', group: 'audience', label: { de: 'Paare', en: 'Couples', fr: 'Couples' } },
  ],
  legal: {
    imprint: legalHtml({
      de: [
        {
          id: 'operator',
          title: 'Betreiberin',
          body: '<p>Alpenblick Erlebnisse GmbH<br>Höheweg 37<br>3800 Interlaken<br>Schweiz</p><p>UID: CHE-123.456.789</p>',
        },
        {
          id: 'contact',
          title: 'Kontakt',
          body: '<p>E-Mail: <a href="mailto:hallo@alpenblick-erlebnisse.ch">hallo@alpenblick-erlebnisse.ch</a><br>Telefon: +41 33 822 45 60</p>',
        },
      ],
      en: [
        {
          id: 'operator',
          title: 'Operator',
          body: '<p>Alpenblick Erlebnisse GmbH<br>Höheweg 37<br>3800 Interlaken<br>Switzerland</p><p>Company ID: CHE-123.456.789</p>',
        },
        {
          id: 'contact',
          title: 'Contact',
          body: '<p>E-mail: <a href="mailto:hallo@alpenblick-erlebnisse.ch">hallo@alpenblick-erlebnisse.ch</a><br>Phone: +41 33 822 45 60</p>',
        },
      ],
      fr: [
        {
          id: 'operator',
          title: 'Exploitant',
          body: '<p>Alpenblick Erlebnisse GmbH<br>Höheweg 37<br>3800 Interlaken<br>Suisse</p><p>IDE : CHE-123.456.789</p>',
        },
        {
          id: 'contact',
          title: 'Contact',
          body: '<p>E-mail : <a href="mailto:hallo@alpenblick-erlebnisse.ch">hallo@alpenblick-erlebnisse.ch</a><br>Téléphone : +41 33 822 45 60</p>',
        },
      ],
    }),
    privacyPolicy: legalHtml(privacySections()),
    termsAndConditions: legalHtml({
      de: [
        {
          id: 'scope',
          title: 'Geltungsbereich',
          body: '<p>Diese Bedingungen gelten für alle Buchungen und Gutscheine.</p>',
        },
        {
          id: 'booking',
          title: 'Buchung',
          body: '<p>Eine Buchung ist verbindlich, sobald Sie die Bestätigung erhalten. Anfragen beantworten wir innert 24 Stunden per E-Mail.</p>',
        },
        {
          id: 'cancellation',
          title: 'Annullierung',
          body: '<p>Bis 48 Stunden vor Beginn kostenlos; danach wird der volle Preis fällig.</p>',
        },
      ],
      en: [
        {
          id: 'scope',
          title: 'Scope',
          body: '<p>These terms apply to all bookings and vouchers.</p>',
        },
        {
          id: 'booking',
          title: 'Booking',
          body: '<p>A booking is binding once you receive the confirmation. We answer requests within 24 hours by e-mail.</p>',
        },
        {
          id: 'cancellation',
          title: 'Cancellation',
          body: '<p>Free of charge up to 48 hours before the start; after that the full price is due.</p>',
        },
      ],
      fr: [
        {
          id: 'scope',
          title: 'Champ d’application',
          body: '<p>Ces conditions s’appliquent à toutes les réservations et à tous les bons.</p>',
        },
        {
          id: 'booking',
          title: 'Réservation',
          body: '<p>Une réservation est ferme dès réception de la confirmation. Nous répondons aux demandes sous 24 heures par e-mail.</p>',
        },
        {
          id: 'cancellation',
          title: 'Annulation',
          body: '<p>Gratuite jusqu’à 48 heures avant le début ; ensuite, le prix total est dû.</p>',
        },
      ],
    }),
  },
}

/**
 * A second shop for tests: other languages (fr first, no German), another palette, and legal
 * texts that carry hostile HTML the sanitiser must neutralise.
 */
export const lemanShop: ShopConfig = {
  id: 'leman',
  labels: {
    title: { fr: 'Léman Découvertes', en: 'Lake Geneva Discoveries' },
    slogan: { fr: 'Le lac, autrement', en: 'The lake, differently' },
  },
  languages: ['fr', 'en'],
  currency: 'CHF',
  timeZone: 'Europe/Zurich',
  theme: {
    colorPalette: {
      primary: { background: [76, 29, 149], foreground: [255, 255, 255] },
      secondary: { background: [245, 240, 252], foreground: [40, 20, 60] },
      accent: { background: [157, 23, 77], foreground: [255, 255, 255] },
    },
  },
  contact: {
    name: 'Léman Découvertes Sàrl',
    email: 'bonjour@leman-decouvertes.ch',
    phone: '+41 21 555 12 34',
    street: 'Quai d’Ouchy 1',
    postalCode: '1006',
    city: 'Lausanne',
    country: 'CH',
  },
  media: { hero: 'hero-leman', logo: 'logo-leman' },
  filterConfig: [{ key: 'q', type: 'TEXT', label: { fr: 'Recherche', en: 'Search' } }],
  tags: [],
  legal: {
    imprint: {
      fr: '<h2 id="editeur">Éditeur</h2><p>Léman Découvertes Sàrl</p><script>window.__xss = "script"</script><img src="x" alt="" onerror="window.__xss = \'onerror\'"><p><a href="javascript:window.__xss=\'link\'">Lien piégé</a> <a href=" JaVaScRiPt&#58;window.__xss=1">Lien encodé</a></p>',
      en: '<h2 id="publisher">Publisher</h2><p>Léman Découvertes Sàrl</p><script>window.__xss = "script"</script><img src="x" alt="" onerror="window.__xss = \'onerror\'"><p><a href="javascript:window.__xss=\'link\'">Trapped link</a> <a href=" JaVaScRiPt&#58;window.__xss=1">Encoded link</a></p>',
    },
    privacyPolicy: { fr: '<p>Nous protégeons vos données.</p>' },
    termsAndConditions: { fr: '<p>Conditions générales de Léman Découvertes.</p>' },
  },
}

export const SHOPS = { alpenblick: alpenblickShop, leman: lemanShop } as const
export type ShopId = keyof typeof SHOPS
