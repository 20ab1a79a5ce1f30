import type { Page } from '@playwright/test'

export function workOrderForm(page: Page) {
  return page.getByRole('form', { name: 'Book a service' })
}

/** A complete, valid service booking; `preferredDate` must be bookable on the page's clock. */
export async function fillWorkOrder(page: Page, { registration = 'kja-123-ab', preferredDate = '2026-11-28' } = {}) {
  const order = workOrderForm(page)
  await order.getByLabel('Name', { exact: true }).fill('Amina Bello')
  await order.getByLabel('Phone number').fill('+234 803 123 4567')
  await order.getByLabel('Email').fill('amina.bello@example.test')
  await order.getByLabel('Model').selectOption({ label: 'Tiggo 8 Pro Max' })
  await order.getByLabel('Registration number or VIN').fill(registration)
  await order.getByLabel('Mileage (km)').fill('42,000')
  await order.getByLabel('Service type').selectOption({ label: 'Periodic maintenance' })
  await order.getByLabel('Showroom').selectOption({ label: 'Kano' })
  await order.getByLabel('Preferred date').fill(preferredDate)
  await order.getByLabel('Description').fill('40,000 km service and a squeak from the front left wheel.')
}
