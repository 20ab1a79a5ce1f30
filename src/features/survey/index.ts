export { SurveyPage } from './SurveyPage'
