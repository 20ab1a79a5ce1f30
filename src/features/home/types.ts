/** What the home page needs of a catalogue model (the route passes the models feature's data). */
export type HomeModel = {
  id: string
  title: string
  /** Images-host path of the model's main colour picture, e.g. 'models/tiggo-9/gray' (16:9). */
  baseImg: string
  spec: {
    engine: string
    engineType: string
    bodyLength: number
    wheelbase: number
  }
}
