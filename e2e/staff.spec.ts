import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { tabTo } from './keyboard'

/** The mock's staff accounts (src/mocks/db/staff.ts). */
const ANNA = { email: 'staff@alpenblick.example', password: 'alpenblick-staff' }
const BRUNO = { email: 'code@alpenblick.example', password: 'Alpenblick-Code1' }

const TEXT = {
  de: {
    signIn: 'Anmeldung für Mitarbeitende',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    remember: 'Angemeldet bleiben',
    profile: 'Profil',
    availability: 'Meine Verfügbarkeit',
    signOut: 'Abmelden',
    nav: 'Mitarbeiterbereich',
  },
  en: {
    signIn: 'Staff sign-in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    remember: 'Remember me',
    profile: 'Profile',
    availability: 'My availability',
    signOut: 'Sign out',
    nav: 'Staff area',
  },
  fr: {
    signIn: 'Connexion des collaborateurs',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    remember: 'Rester connecté·e',
    profile: 'Profil',
    availability: 'Mes disponibilités',
    signOut: 'Se déconnecter',
    nav: 'Espace collaborateurs',
  },
} as const
type Lang = keyof typeof TEXT

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

async function signIn(page: Page, lang: Lang, account = ANNA, remember = false) {
  const text = TEXT[lang]
  await expect(h1(page, text.signIn)).toBeVisible()
  await page.getByRole('textbox', { name: text.email, exact: true }).fill(account.email)
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(account.password)
  if (remember) await page.getByLabel(text.remember).check()
  await page.getByRole('button', { name: text.submit }).click()
}

/** The last code or reset token the mock "sent" to an address. */
async function lastMail(page: Page, to: string): Promise<string> {
  const answer = await page.request.get(`/api/__mock/staff/outbox?to=${encodeURIComponent(to)}`)
  const { data } = (await answer.json()) as { data: { secret: string }[] }
  return data.at(-1)!.secret
}

const advanceMockClock = (page: Page, minutes: number) =>
  page.request.post('/api/__mock/clock', { data: { advanceMinutes: minutes } })

for (const lang of ['de', 'en', 'fr'] as const) {
  test(`${lang}: a staff page without a session leads to sign-in and back; sign-out ends it`, async ({
    page,
    mockSession: _,
  }) => {
    const text = TEXT[lang]
    await page.goto(`/${lang}/staff/profile`)
    await expect(page).toHaveURL(new RegExp(`/${lang}/staff/sign-in\\?redirect=`))
    await expect(h1(page, text.signIn)).toBeVisible()
    // Minimal layout: no staff navigation before signing in; never indexed.
    await expect(page.getByRole('navigation', { name: text.nav })).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(page.getByRole('textbox', { name: text.password, exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    )
    await expectNoA11yViolations(page, `${lang} sign-in`)
    await signIn(page, lang)
    await expect(h1(page, text.profile)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${lang}/staff/profile$`))
    const nav = page.getByRole('navigation', { name: text.nav })
    await expect(nav.getByRole('link')).toHaveCount(2)
    await expectNoA11yViolations(page, `${lang} profile`)
    await nav.getByRole('button', { name: text.signOut }).click()
    await expect(h1(page, text.signIn)).toBeVisible()
    await page.goto(`/${lang}/staff/availability`)
    await expect(h1(page, text.signIn)).toBeVisible()
  })
}

test('en: the confirmation code step refuses a wrong code, sends a new one and signs in', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/en/staff/sign-in')
  await signIn(page, 'en', BRUNO)
  await expect(h1(page, 'Confirmation code')).toBeVisible()
  await expect(page.getByText('We have sent a code by SMS to +41 •• ••• •• 12.')).toBeVisible()
  const code = page.getByRole('textbox', { name: 'Code', exact: true })
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
  await code.fill('123')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(
    page.getByText('The code is invalid or has expired. Request a new code.'),
  ).toBeVisible()
  await expect(code).toBeFocused()
  await expectNoA11yViolations(page, 'code step, wrong code')
  const first = await lastMail(page, BRUNO.email)
  await page.getByRole('button', { name: 'Send a new code' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'A new code is on its way.' }),
  ).toBeVisible()
  const second = await lastMail(page, BRUNO.email)
  if (second !== first) {
    await code.fill(first)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('The code is invalid or has expired.')).toBeVisible()
  }
  await code.fill(second)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(h1(page, 'My availability')).toBeVisible()
  await expect(page.getByText('Signed in as Bruno Berger')).toBeVisible()
})

test('de: remember me keeps the sign-in after the session has ended; without it sign-in again', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/de/staff/sign-in')
  await signIn(page, 'de', ANNA, true)
  await expect(h1(page, TEXT.de.availability)).toBeVisible()
  // The session (120 minutes, Laravel's default) ends; the remember cookie signs in again.
  await advanceMockClock(page, 121)
  await page.reload()
  await expect(h1(page, TEXT.de.availability)).toBeVisible()
  await page.getByRole('button', { name: TEXT.de.signOut }).click()
  await expect(h1(page, TEXT.de.signIn)).toBeVisible()

  await signIn(page, 'de', ANNA, false)
  await expect(h1(page, TEXT.de.availability)).toBeVisible()
  await advanceMockClock(page, 121)
  await page.reload()
  await expect(h1(page, TEXT.de.signIn)).toBeVisible()
  await expect(page).toHaveURL(/\/de\/staff\/sign-in\?redirect=%2Fde%2Fstaff%2Favailability/)
})

test('en: a session that ends during a save says so, keeps what was typed and returns to the page', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/en/staff/profile')
  await signIn(page, 'en')
  await expect(h1(page, 'Profile')).toBeVisible()
  await page.getByLabel('First name').fill('Annina')
  // The session (120 minutes) ends while the page is open; then the save is pressed.
  await advanceMockClock(page, 121)
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(h1(page, TEXT.en.signIn)).toBeVisible()
  await expect(page.getByText(/^Your session has ended, so nothing was saved\./)).toBeVisible()
  // One way back, to the page itself: never a sign-in address inside another.
  const back = new URL(page.url()).searchParams.getAll('redirect')
  expect(back).toEqual(['/en/staff/profile'])
  await expectNoA11yViolations(page, 'sign-in after the session ended')

  await signIn(page, 'en')
  await expect(page).toHaveURL(/\/en\/staff\/profile$/)
  await expect(page.getByLabel('First name')).toHaveValue('Annina')
  await expect(page.getByText('It is not saved yet.', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Annina')
})

test('fr: a session that ends during an availability save keeps the change for the same person only', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/fr/staff/availability?month=2026-07')
  await signIn(page, 'fr')
  await expect(page.getByRole('heading', { name: 'juillet 2026' })).toBeVisible()
  const day = (date: string) => page.locator(`[data-date="${date}"]`)
  const from = page.getByLabel('Du', { exact: true })
  const to = page.getByLabel('Au', { exact: true })
  const maybe = page.getByRole('radio', { name: 'Sous réserve' })
  const morning = page.getByRole('radio', { name: 'Matin' })
  const monday = page.getByRole('checkbox', { name: 'lundi' })
  const restored = page.getByText('Elle n’est pas encore enregistrée', { exact: false })
  const choose = async () => {
    await day('2026-07-06').click()
    await day('2026-07-17').click({ modifiers: ['Shift'] })
    await maybe.check()
    await morning.check()
    await monday.check()
  }
  await choose()
  // The CSRF token went with the session: the save is refused with 419, also after the retry.
  await page.route('**/api/staff/v1/availability', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 419, json: { message: 'CSRF token mismatch.' } })
      : route.fallback(),
  )
  await page.getByRole('button', { name: 'Appliquer' }).click()
  await expect(h1(page, TEXT.fr.signIn)).toBeVisible()
  await expect(
    page.getByText(/^Votre session a expiré\u00a0: rien n’a été enregistré\./),
  ).toBeVisible()
  expect(new URL(page.url()).searchParams.getAll('redirect')).toEqual([
    '/fr/staff/availability?month=2026-07',
  ])
  await page.unroute('**/api/staff/v1/availability')

  await signIn(page, 'fr')
  await expect(page).toHaveURL(/\/fr\/staff\/availability\?month=2026-07$/)
  await expect(from).toHaveValue('2026-07-06')
  await expect(to).toHaveValue('2026-07-17')
  await expect(maybe).toBeChecked()
  await expect(morning).toBeChecked()
  await expect(monday).toBeChecked()
  await expect(restored).toBeVisible()
  // Not saved yet: the calendar still shows the days as they were.
  await expect(day('2026-07-13')).toHaveAccessibleName(/matin Non défini/)
  await expectNoA11yViolations(page, 'availability restored after sign-in')
  await page.getByRole('button', { name: 'Appliquer' }).click()
  await expect(page.getByText('Enregistré.')).toBeVisible()
  for (const date of ['2026-07-06', '2026-07-13'])
    await expect(day(date)).toHaveAccessibleName(/matin Sous réserve/)
  await expect(day('2026-07-07')).toHaveAccessibleName(/matin Non défini/)
  // Saved, so nothing comes back any more.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'juillet 2026' })).toBeVisible()
  await expect(restored).toHaveCount(0)
  await expect(monday).not.toBeChecked()

  // The session ends during another save, and a colleague signs in at this browser.
  await choose()
  await advanceMockClock(page, 121)
  await page.getByRole('button', { name: 'Appliquer' }).click()
  await expect(h1(page, TEXT.fr.signIn)).toBeVisible()
  await signIn(page, 'fr', BRUNO)
  await page
    .getByRole('textbox', { name: 'Code', exact: true })
    .fill(await lastMail(page, BRUNO.email))
  await page.getByRole('button', { name: 'Confirmer' }).click()
  await expect(page).toHaveURL(/\/fr\/staff\/availability\?month=2026-07$/)
  await expect(page.getByText('Connecté·e en tant que Bruno Berger')).toBeVisible()
  await expect(restored).toHaveCount(0)
  await expect(maybe).not.toBeChecked()
  await expect(monday).not.toBeChecked()
})

test('fr: too many sign-in attempts: the page says in French how many seconds to wait', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/fr/staff/sign-in')
  await expect(h1(page, TEXT.fr.signIn)).toBeVisible()
  const password = page.getByRole('textbox', { name: TEXT.fr.password, exact: true })
  await page.getByRole('textbox', { name: TEXT.fr.email, exact: true }).fill(ANNA.email)
  const attempt = async () => {
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/staff\/v1\/session$/.test(r.url()),
    )
    await page.getByRole('button', { name: TEXT.fr.submit }).click()
    return (await answered).status()
  }
  // Five wrong passwords a minute for one account; the sixth attempt is refused for a while.
  for (let i = 0; i < 5; i++) {
    await password.fill(`faux-${i}`)
    expect(await attempt()).not.toBe(429)
    await expect(
      page.getByText('Ces identifiants ne correspondent pas', { exact: false }),
    ).toBeVisible()
  }
  await password.fill(ANNA.password)
  expect(await attempt()).toBe(429)
  await expect(
    page.getByText(/^Trop de requêtes\. Veuillez patienter \d+ secondes et réessayer\.$/),
  ).toBeVisible()
  await expect(page.getByText('Unknown error', { exact: false })).toHaveCount(0)
})

test('fr: forgotten password, a new password by the link, then signing in with it', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/fr/staff/sign-in')
  await page.getByRole('link', { name: 'Mot de passe oublié\u202f?' }).click()
  await expect(h1(page, 'Mot de passe oublié')).toBeVisible()
  await expectNoA11yViolations(page, 'forgot password')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(ANNA.email)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page.getByText(/S’il existe un compte pour cette adresse e-mail/)).toBeVisible()
  await expectNoA11yViolations(page, 'forgot password sent')

  const token = await lastMail(page, ANNA.email)
  await page.goto(`/fr/staff/reset-password/${token}`)
  await expect(h1(page, 'Définir un nouveau mot de passe')).toBeVisible()
  const fresh = page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
  const repeat = page.getByLabel('Répéter le nouveau mot de passe')
  await expect(fresh).toHaveAttribute('autocomplete', 'new-password')
  await fresh.fill('kurz')
  await repeat.fill('autre')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(
    page.getByText(
      'Le mot de passe doit comporter au moins 8 caractères dont au moins une minuscule et une majuscule.',
    ),
  ).toBeVisible()
  await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible()
  await expectNoA11yViolations(page, 'reset password errors')
  await fresh.fill('Nouveau-Passe1')
  await repeat.fill('Nouveau-Passe1')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByText('Votre mot de passe a été réinitialisé.')).toBeVisible()
  await signIn(page, 'fr', ANNA)
  await expect(
    page.getByText('Ces identifiants ne correspondent pas à nos enregistrements.'),
  ).toBeVisible()
  await signIn(page, 'fr', { email: ANNA.email, password: 'Nouveau-Passe1' })
  await expect(h1(page, TEXT.fr.availability)).toBeVisible()

  // The used link says so as it opens: no form to fill in first.
  await page.goto(`/fr/staff/reset-password/${token}`)
  await expect(page.getByRole('alert')).toHaveText(
    'Le lien a expiré ou n’est pas valide. Demandez un nouveau lien.',
  )
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible()
})

test('en: an unknown reset link says so as the page opens and offers a new one', async ({
  page,
  mockSession: _,
}) => {
  await page.goto(`/en/staff/reset-password/${'x'.repeat(40)}`)
  await expect(page.getByRole('alert')).toHaveText(
    'The link has expired or is invalid. Request a new link.',
  )
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0)
  await expectNoA11yViolations(page, 'bad reset link')
  await page.getByRole('link', { name: 'Request a new link' }).click()
  await expect(h1(page, 'Forgotten password')).toBeVisible()
})

test('en: profile changes with the colour and icon pickers, and the password', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/en/staff/profile')
  await signIn(page, 'en')
  await expect(h1(page, 'Profile')).toBeVisible()
  await page.getByLabel('First name').fill('Annina')
  await page.getByLabel('Phone').fill('+41 12')
  await page.getByRole('textbox', { name: 'Other colour', exact: true }).fill('#ffff00')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Telephone number invalid.')).toBeVisible()
  await expect(
    page.getByText(/This colour has too little contrast with white text \(1\.1:1/),
  ).toBeVisible()
  await expectNoA11yViolations(page, 'profile errors')

  await page.getByLabel('Phone').fill('079 900 00 99')
  // The palette offers only colours saving accepts: not its white nor its pale secondary background.
  await expect(page.getByRole('radio', { name: 'Colour #ffffff' })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: 'Colour #eef3f4' })).toHaveCount(0)
  // A colour of the shop's palette (primary background, rgb 15 76 92).
  await page.getByRole('radio', { name: 'Colour #0f4c5c' }).check()
  await page.getByLabel('Search icons').fill('tent')
  const tent = page.getByRole('radio', { name: 'Tent' })
  await expect(tent).toBeVisible()
  await tent.check()
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile saved.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Annina')
  await expect(page.getByLabel('Phone')).toHaveValue('+41799000099')
  await expect(page.getByText('Chosen icon: Tent')).toBeVisible()
  await expect(page.getByText('Signed in as Annina Alpenblick')).toBeVisible()

  await page.getByLabel('Current password').fill('wrong')
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Neues-Passwort1')
  await page.getByLabel('Repeat the new password').fill('Neues-Passwort1')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('The password is incorrect.')).toBeVisible()
  await page.getByLabel('Current password').fill(ANNA.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
  await expectNoA11yViolations(page, 'profile saved')
})

test('de: every icon name stays inside its tile', async ({ page, mockSession: _ }) => {
  await page.goto('/de/staff/profile')
  await signIn(page, 'de')
  await expect(page.getByRole('radio', { name: 'Schneeflocke' })).toBeVisible()
  const outside = await page.locator('.staff-icons__option').evaluateAll((tiles) =>
    tiles
      .filter((tile) => {
        const box = tile.getBoundingClientRect()
        const label = tile.querySelector('.staff-icons__label')!.getBoundingClientRect()
        return label.left < box.left || label.right > box.right + 0.5
      })
      .map((tile) => tile.textContent),
  )
  expect(outside).toEqual([])
})

test('en: the icon picker falls back to the local set when the icon service is silent for 1500 ms', async ({
  page,
  mockSession: _,
}) => {
  let asked = 0
  await page.route('**/api/icons/v1/icons*', () => {
    asked += 1 // never answered
  })
  await page.goto('/en/staff/profile')
  await signIn(page, 'en')
  await expect(page.getByText('Asking the icon service…')).toBeVisible()
  await page.clock.runFor(1_500)
  await expect(
    page.getByText('The icon service did not answer in time: showing the icons of this app.'),
  ).toBeVisible()
  expect(asked).toBe(1)
  await expect(page.getByRole('radio', { name: 'Mountain' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Snowflake' })).toBeVisible()
  await expectNoA11yViolations(page, 'icon fallback')
})

test('en: availability by pointer: a day, a range, a weekly pattern, and a failed save rolled back', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/en/staff/availability')
  await signIn(page, 'en')
  await expect(h1(page, 'My availability')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'June 2026' })).toBeVisible()
  const day = (date: string) => page.locator(`[data-date="${date}"]`)
  // The seed: 18 June available all day.
  await expect(day('2026-06-18')).toHaveAccessibleName(
    'Thursday, June 18, 2026: morning Not set, all day Available, afternoon Not set',
  )
  await expectNoA11yViolations(page, 'availability')

  await day('2026-06-22').click()
  await page.getByRole('radio', { name: 'With reservation' }).check()
  await page.getByRole('radio', { name: 'Morning' }).check()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(day('2026-06-22')).toHaveAccessibleName(/morning With reservation/)
  await expect(page.getByText('Saved.')).toBeVisible()

  // A range by shift-click.
  await day('2026-06-23').click()
  await day('2026-06-25').click({ modifiers: ['Shift'] })
  await expect(
    page.getByText('Selected: Tuesday, June 23, 2026 to Thursday, June 25, 2026'),
  ).toBeVisible()
  await page.getByRole('radio', { name: 'Available', exact: true }).check()
  await page.getByRole('radio', { name: 'All day' }).check()
  await page.getByRole('button', { name: 'Apply' }).click()
  for (const date of ['2026-06-23', '2026-06-24', '2026-06-25'])
    await expect(day(date)).toHaveAccessibleName(/all day Available/)

  // Weekly pattern: Saturdays and Sundays of the rest of the month unavailable.
  await day('2026-06-20').click()
  await day('2026-06-30').click({ modifiers: ['Shift'] })
  await page.getByRole('radio', { name: 'Unavailable', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Saturday' }).check()
  await page.getByRole('checkbox', { name: 'Sunday' }).check()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(day('2026-06-27')).toHaveAccessibleName(/all day Unavailable/)
  await expect(day('2026-06-28')).toHaveAccessibleName(/all day Unavailable/)
  await expect(day('2026-06-26')).toHaveAccessibleName(/all day Not set/)

  // A save that fails: shown at once, then rolled back with a message.
  await page.getByRole('checkbox', { name: 'Saturday' }).uncheck()
  await page.getByRole('checkbox', { name: 'Sunday' }).uncheck()
  await day('2026-06-29').click()
  await page.route('**/api/staff/v1/availability', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { message: 'Server Error' } })
      : route.fallback(),
  )
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'The change could not be saved and has been undone.',
  )
  await expect(day('2026-06-29')).toHaveAccessibleName(/all day Not set/)
  await expectNoA11yViolations(page, 'availability rolled back')
})

test('de: availability explains, before saving, a contradicting half day and a day in the past', async ({
  page,
  mockSession: _,
}) => {
  let saves = 0
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/availability')) saves += 1
  })
  await page.goto('/de/staff/availability')
  await signIn(page, 'de')
  const day = (date: string) => page.locator(`[data-date="${date}"]`)
  // The seed: 18 June available all day; its morning cannot be unavailable too.
  await expect(day('2026-06-18')).toHaveAccessibleName(/ganzer Tag Verfügbar/)
  await day('2026-06-18').click()
  await page.getByRole('radio', { name: 'Nicht verfügbar', exact: true }).check()
  await page.getByRole('radio', { name: 'Vormittag' }).check()
  await page.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Am Donnerstag, 18. Juni 2026 ist bereits «Ganzer Tag: Verfügbar» eingetragen; beides zusammen wäre widersprüchlich. Ändern Sie zuerst diese Angabe.',
  )
  await expect(day('2026-06-18')).toHaveAccessibleName(/Vormittag Nicht gesetzt/)

  await day('2026-06-16').click()
  await page.getByRole('button', { name: 'Übernehmen' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Tage vor heute können nicht mehr geändert werden. Wählen Sie heute oder einen späteren Tag.',
  )
  await expect(page.getByLabel('Von')).toHaveAttribute('min', '2026-06-17')
  expect(saves).toBe(0)
  await expectNoA11yViolations(page, 'availability refused')
})

test('de: keyboard only, from signing in to setting a range in the calendar', async ({
  page,
  mockSession: _,
}) => {
  await page.goto('/de/staff/sign-in')
  await expect(h1(page, TEXT.de.signIn)).toBeVisible()
  const email = page.getByRole('textbox', { name: 'E-Mail', exact: true })
  await tabTo(page, email)
  await page.keyboard.type(ANNA.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(ANNA.password)
  await page.keyboard.press('Enter')
  await expect(h1(page, TEXT.de.availability)).toBeVisible()

  // Into the calendar: today (17 June) holds the tab stop.
  const today = page.locator('[data-date="2026-06-17"]')
  await tabTo(page, today)
  await page.keyboard.press('ArrowDown') // 24 June
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowRight') // 25 June
  await page.keyboard.press('ArrowRight') // 26 June
  await page.keyboard.press('Shift+Enter')
  await expect(page.locator('[data-date="2026-06-26"]')).toBeFocused()
  await expect(
    page.getByText('Gewählt: Mittwoch, 24. Juni 2026 bis Freitag, 26. Juni 2026'),
  ).toBeVisible()
  // On to the value: the radio group is one tab stop; arrows choose.
  const available = page.getByRole('radio', { name: 'Verfügbar', exact: true })
  await tabTo(page, available)
  await page.keyboard.press('ArrowRight') // Mit Vorbehalt
  await expect(page.getByRole('radio', { name: 'Mit Vorbehalt' })).toBeChecked()
  const apply = page.getByRole('button', { name: 'Übernehmen' })
  await tabTo(page, apply)
  await page.keyboard.press('Enter')
  for (const date of ['2026-06-24', '2026-06-25', '2026-06-26'])
    await expect(page.locator(`[data-date="${date}"]`)).toHaveAccessibleName(
      /ganzer Tag Mit Vorbehalt/,
    )
  await expectNoA11yViolations(page, 'availability after keyboard')
})
