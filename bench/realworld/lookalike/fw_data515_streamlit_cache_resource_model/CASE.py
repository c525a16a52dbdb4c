# source: https://github.com/Ivaldivi/DATA515-Image-Classification/blob/HEAD/ui/helpers/load_model.py
# source: https://github.com/streamlit/streamlit/issues/5998
# note: Streamlit reruns the page script on every interaction, but the Keras model is loaded through an @st.cache_resource function, so load_model runs once per server process instead of on every rerun (issue 5998 is the rerun-reloads-the-model report this avoids); inference calls the cached model directly on a tensor
